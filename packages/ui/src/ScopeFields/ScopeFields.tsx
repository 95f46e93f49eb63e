import { type FieldErrors, SCOPE_KINDS, type ScopeChoice, type ScopeKind, scopeKindLabel } from '@vigil/domain'
import { Select } from '../Select/index.ts'

export interface ScopeFieldsProps {
  scope: ScopeKind
  /** 0 while none is chosen. */
  scopeId: number
  choices: Record<ScopeKind, readonly ScopeChoice[]>
  errors?: FieldErrors
  onChange: (scope: ScopeKind, scopeId: number) => void
}

const scopeNoun: Record<ScopeKind, string> = {
  vehicle: 'Vehicle',
  'account-holder': 'Account holder',
  company: 'Company',
}

/** Whom a geofence or rule is for: one vehicle, all of an account holder's, or a company's; then which. */
export function ScopeFields({ scope, scopeId, choices, errors = {}, onChange }: ScopeFieldsProps) {
  return (
    <>
      <Select
        label="For"
        options={SCOPE_KINDS.map((kind) => ({ id: kind, label: scopeKindLabel[kind] }))}
        selectedKey={scope}
        onSelectionChange={(kind) => kind && kind !== scope && onChange(kind as ScopeKind, 0)}
        errorMessage={errors.scope}
      />
      <Select
        label={scopeNoun[scope]}
        placeholder={`Choose a ${scopeNoun[scope].toLowerCase()}`}
        options={choices[scope].map((choice) => ({ id: String(choice.id), label: choice.label }))}
        selectedKey={scopeId > 0 ? String(scopeId) : null}
        onSelectionChange={(id) => onChange(scope, Number(id ?? 0))}
        errorMessage={errors.scopeId}
      />
    </>
  )
}
