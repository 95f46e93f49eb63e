import {
  CHECKLIST_PROGRESS_KEY,
  type ChecklistProgress,
  parseChecklistProgress,
  serializeChecklistProgress,
} from '@vigil/domain'
import { useCallback, useState } from 'react'

const read = (): ChecklistProgress => {
  try {
    return parseChecklistProgress(globalThis.localStorage?.getItem(CHECKLIST_PROGRESS_KEY))
  } catch {
    return parseChecklistProgress(null)
  }
}

/** Where the installer got to, kept on the phone across reloads; the domain's format never holds the passcode. */
export function useKeptProgress() {
  const [kept, setKept] = useState(read)
  const keep = useCallback((progress: ChecklistProgress) => {
    setKept(progress)
    try {
      globalThis.localStorage?.setItem(CHECKLIST_PROGRESS_KEY, serializeChecklistProgress(progress))
    } catch {
      // Private mode or a full disk: the checklist still works, only a reload starts over.
    }
  }, [])
  return { kept, keep }
}
