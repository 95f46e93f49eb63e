import type { FieldErrors, ScopeChoice, ScopeKind } from '@vigil/domain'
import { type FormEvent, type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Stack } from '../layout/index.ts'
import { ScopeFields } from '../ScopeFields/index.ts'
import { TextField } from '../TextField/index.ts'
import { EditActions, type EditActionsProps } from './EditActions.tsx'
import { EditorHeading } from './editorStyles.ts'

/** What every kept thing has: a name, and whom it is for. */
export interface NamedForScope {
  name: string
  scope: ScopeKind
  scopeId: number
}

export interface EditorFormProps<Value extends NamedForScope> {
  /** 'New geofence', or 'Edit Home'. */
  title: string
  /** A failure that belongs to no field. */
  formError?: string | null
  /** The form's submit (Enter in a field, or Save). */
  onSubmit: () => void
  value: Value
  /** The value with its name or scope changed. */
  onChange: (value: Value) => void
  nameDescription: string
  scopeChoices: Record<ScopeKind, readonly ScopeChoice[]>
  /** Per-field messages; the name's and the scope's are shown here, the rest by the editor's own fields. */
  errors: FieldErrors
  actions: EditActionsProps
  /** The editor's own fields, between the scope and the buttons. */
  children: ReactNode
}

/**
 * The frame of an editor of something a person keeps for vehicles (a geofence, a theft rule): its heading, a
 * failure that names no field, the name and whom it is for, the editor's own fields, then save, cancel, delete.
 */
export function EditorForm<Value extends NamedForScope>({
  title,
  formError = null,
  onSubmit,
  value,
  onChange,
  nameDescription,
  scopeChoices,
  errors,
  actions,
  children,
}: EditorFormProps<Value>) {
  const headingId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Form aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Stack $gap={4}>
        <EditorHeading id={headingId}>{title}</EditorHeading>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Name"
          description={nameDescription}
          value={value.name}
          onChange={(name) => onChange({ ...value, name })}
          errorMessage={errors.name}
        />
        <ScopeFields
          scope={value.scope}
          scopeId={value.scopeId}
          choices={scopeChoices}
          errors={errors}
          onChange={(scope, scopeId) => onChange({ ...value, scope, scopeId })}
        />
        {children}
        <EditActions {...actions} />
      </Stack>
    </Form>
  )
}

const Form = styled.form`
  min-width: 0;
`
