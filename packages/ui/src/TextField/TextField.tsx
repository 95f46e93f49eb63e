import { type ReactNode, useState } from 'react'
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldError } from '../FieldError/index.ts'
import { FieldInput, FieldLabel, FieldRoot, HelpText } from './fieldStyles.ts'

const Root = styled(AriaTextField)`
  ${FieldRoot}
`

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'validate' | 'isInvalid'> {
  label: ReactNode
  /** Help text under the field, e.g. 'Required format: {phone}'. */
  description?: ReactNode
  /** An error from outside (server or form); wins over `validate`. */
  errorMessage?: string
  /** Checked on blur (the spec checks fields on blur); return the message or nothing. */
  validate?: (value: string) => string | null | undefined
  placeholder?: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url'
}

/** Labelled text input with help text and an error under the field. */
export function TextField({
  label,
  description,
  errorMessage,
  validate,
  onBlur,
  placeholder,
  ...props
}: TextFieldProps) {
  const [blurError, setBlurError] = useState<string | null>(null)
  const error = errorMessage || blurError
  return (
    <Root
      {...props}
      isInvalid={Boolean(error)}
      onBlur={(event) => {
        if (validate) setBlurError(validate((event.target as HTMLInputElement).value) || null)
        onBlur?.(event)
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} />
      {description ? <HelpText slot="description">{description}</HelpText> : null}
      <FieldError>{error}</FieldError>
    </Root>
  )
}
