import { usePageTitle } from '@vigil/app-kit'
import { checklistPasscodeMessages } from '@vigil/domain'
import { ChecklistPasscodePanel } from '@vigil/ui'
import { useState } from 'react'
import { rotatePasscode } from '../../data/admin.ts'

/** /admin/checklist-passcode (Admin only, not in the spec): rotates the installation checklist's passcode. */
export function AdminChecklistPasscode() {
  usePageTitle(checklistPasscodeMessages.title)
  const [passcode, setPasscode] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const rotate = async () => {
    setBusy(true)
    setError(null)
    try {
      setPasscode(await rotatePasscode())
    } catch {
      setPasscode(null)
      setError(checklistPasscodeMessages.failed)
    } finally {
      setBusy(false)
    }
  }
  return <ChecklistPasscodePanel passcode={passcode} busy={busy} error={error} onRotate={() => void rotate()} />
}
