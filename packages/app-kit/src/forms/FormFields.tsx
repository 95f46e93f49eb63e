import {
  Checkbox,
  type CheckboxProps,
  IdNumberField,
  type IdNumberFieldProps,
  PasswordField,
  type PasswordFieldProps,
  PhoneField,
  type PhoneFieldProps,
  Select,
  type SelectProps,
  TextField,
  type TextFieldProps,
} from '@vigil/ui'
import { useField } from 'react-final-form'
import { fieldMessage } from './fieldState.ts'

/** What every adapter takes besides the kit field's own props. */
export interface FieldAdapterProps {
  /** The form field, equal to the payload key the server answers errors under. */
  name: string
  /** A field-level rule from the domain (the form's `validate` works too); checked on blur. */
  validate?: (value: string) => string | undefined
  /** Rewrites the typed value before it is stored, e.g. the domain's `trimCredential`. */
  parse?: (value: string) => string
}

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'errorMessage' | 'validate'

const useTextField = ({ name, validate, parse }: FieldAdapterProps) => {
  const { input, meta } = useField<string>(name, {
    ...(validate ? { validate: (value: string | undefined) => validate(value ?? '') } : {}),
    parse: (value: string) => (parse ? parse(value) : value),
    format: (value: string | undefined) => value ?? '',
  })
  return {
    name,
    value: input.value,
    onChange: (value: string) => input.onChange(value),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    errorMessage: fieldMessage(meta),
  }
}

/** The kit's TextField bound to a react-final-form field. */
export function FormTextField({
  name,
  validate,
  parse,
  ...props
}: FieldAdapterProps & Omit<TextFieldProps, Controlled>) {
  return <TextField {...props} {...useTextField({ name, validate, parse })} />
}

/** The kit's PasswordField bound to a react-final-form field (pass `checklist` for the live rules). */
export function FormPasswordField({
  name,
  validate,
  parse,
  ...props
}: FieldAdapterProps & Omit<PasswordFieldProps, Controlled>) {
  return <PasswordField {...props} {...useTextField({ name, validate, parse })} />
}

/** The kit's PhoneField (digits only) bound to a react-final-form field. */
export function FormPhoneField({
  name,
  validate,
  parse,
  ...props
}: FieldAdapterProps & Omit<PhoneFieldProps, Controlled>) {
  return <PhoneField {...props} {...useTextField({ name, validate, parse })} />
}

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
