import { type FieldErrors, hasFieldErrors } from '@vigil/domain'
import { useState } from 'react'
import { refusal } from '../../data/rules.ts'

interface Editing<Input> {
  /** null for a new one. */
  id: number | null
  savedName: string | null
  value: Input
}

export interface EditorOptions<Input, Saved> {
  /** The domain's own check, run before anything is sent (nothing half-saved, no round trip for a typo). */
  validate: (input: Input) => FieldErrors
  save: (id: number | null, input: Input) => Promise<Saved>
  remove: (id: number) => Promise<unknown>
  /** Reloads the list after a save or delete. */
  refresh: () => Promise<unknown>
}

/**
 * One editor's state on a page of things a person keeps (geofences, rules): what is open, its messages, whether it
 * is on its way, and what was last saved or deleted (said in a status line). Once a save was tried, each change is
 * checked again, so a message goes as soon as its field is put right.
 */
export function useEditor<Input, Saved extends { name: string }>({
  validate,
  save,
  remove,
  refresh,
}: EditorOptions<Input, Saved>) {
  const [editing, setEditing] = useState<Editing<Input> | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const open = (id: number | null, savedName: string | null, value: Input) => {
    setEditing({ id, savedName, value })
    setErrors({})
    setFormError(null)
    setTried(false)
    setNotice(null)
  }
  const change = (value: Input) => {
    setEditing((current) => (current ? { ...current, value } : current))
    if (tried) setErrors(validate(value))
  }
  const close = () => setEditing(null)

  const submit = async () => {
    if (!editing) return
    setTried(true)
    const found = validate(editing.value)
    setErrors(found)
    setFormError(null)
    if (hasFieldErrors(found)) return
    setBusy('saving')
    try {
      const saved = await save(editing.id, editing.value)
      await refresh()
      setEditing(null)
      setNotice(`${saved.name} saved.`)
    } catch (error) {
      const refused = refusal(error)
      setErrors(refused.errors)
      setFormError(refused.formError)
    } finally {
      setBusy(null)
    }
  }

  const destroy = async () => {
    if (editing?.id == null) return
    setBusy('deleting')
    try {
      await remove(editing.id)
      await refresh()
      setNotice(`${editing.savedName} deleted.`)
      setEditing(null)
    } catch (error) {
      setFormError(refusal(error).formError)
    } finally {
      setBusy(null)
    }
  }

  return { editing, errors, formError, busy, notice, open, change, close, submit, destroy }
}
