import {
  PasswordField,
  type PasswordFieldProps,
  PhoneField,
  type PhoneFieldProps,
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

export type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'errorMessage' | 'validate'

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
