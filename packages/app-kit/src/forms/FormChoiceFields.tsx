// Apart from the text fields so a page with only text fields (sign-in) does not load the select and switch code.
import {
  Checkbox,
  type CheckboxProps,
  IdNumberField,
  type IdNumberFieldProps,
  Select,
  type SelectProps,
} from '@vigil/ui'
import { useField } from 'react-final-form'
import type { Controlled } from './FormFields.tsx'
import { fieldMessage } from './fieldState.ts'

export interface FormIdNumberFieldProps extends Omit<IdNumberFieldProps, Controlled | 'isSouthAfrican'> {
  name: string
  /** The boolean field holding the 'Has a South African ID' switch. */
  southAfricanName: string
  validate?: (value: string, isSouthAfrican: boolean) => string | undefined
}

/** The kit's IdNumberField bound to two fields: the number and the South African switch (toggling clears both). */
export function FormIdNumberField({ name, southAfricanName, validate, ...props }: FormIdNumberFieldProps) {
  const southAfrican = useField<boolean>(southAfricanName, { type: 'checkbox' })
  const isSouthAfrican = southAfrican.input.checked ?? true
  const { input, meta } = useField<string>(name, {
    ...(validate ? { validate: (value: string | undefined) => validate(value ?? '', isSouthAfrican) } : {}),
    format: (value: string | undefined) => value ?? '',
  })
  return (
    <IdNumberField
      {...props}
      name={name}
      value={input.value}
      onChange={(value) => input.onChange(value)}
      // The kit checks the number on blur itself; the form's copy of the rule blocks a submit and shows on it.
      validate={validate}
      isSouthAfrican={isSouthAfrican}
      onSouthAfricanChange={(next) => {
        southAfrican.input.onChange(next)
        // The spec: toggling clears the number and its errors, so the field starts untouched again.
        input.onChange('')
      }}
      errorMessage={fieldMessage(meta)}
    />
  )
}

/** The kit's Checkbox bound to a boolean field (consents, confirmations). */
export function FormCheckbox({
  name,
  validate,
  ...props
}: { name: string; validate?: (checked: boolean) => string | undefined } & Omit<
  CheckboxProps,
  'name' | 'isSelected' | 'onChange' | 'validate'
>) {
  const { input } = useField<boolean>(name, {
    type: 'checkbox',
    ...(validate ? { validate: (value: boolean | undefined) => validate(Boolean(value)) } : {}),
  })
  return (
    <Checkbox
      {...props}
      name={name}
      isSelected={Boolean(input.checked)}
      onChange={(checked) => {
        input.onChange(checked)
        input.onBlur()
      }}
    />
  )
}

/** The kit's Select bound to a field holding the chosen option's id. */
export function FormSelect({
  name,
  validate,
  ...props
}: { name: string; validate?: (id: string) => string | undefined } & Omit<
  SelectProps,
  'name' | 'selectedKey' | 'onSelectionChange' | 'errorMessage'
>) {
  const { input, meta } = useField<string>(name, {
    ...(validate ? { validate: (value: string | undefined) => validate(value ?? '') } : {}),
  })
  return (
    <Select
      {...props}
      name={name}
      selectedKey={input.value || null}
      onSelectionChange={(id) => {
        input.onChange(id ?? '')
        input.onBlur()
      }}
      errorMessage={fieldMessage(meta)}
    />
  )
}
