import { type ReactNode, useState } from 'react'
import { TextField as AriaTextField, Group, type TextFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldError } from '../FieldError/index.ts'
import { FieldInput, FieldLabel, FieldRoot, fieldFrame, HelpText } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

const Root = styled(AriaTextField)`
  ${FieldRoot}
`

const Frame = styled(Group)`
  ${fieldFrame}
  display: flex;
  align-items: stretch;
  overflow: hidden;
  & > input { border: none; border-radius: 0; box-shadow: none; min-height: 42px; }
  & > input[data-focused] { box-shadow: none; }
`

const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${vars.space3};
  background: ${vars.colorSurfaceSunken};
  border-right: 1px solid ${vars.colorBorderStrong};
  color: ${vars.colorText};
  font-weight: ${vars.fontWeightMedium};
`

export interface PhoneFieldProps
  extends Omit<TextFieldProps, 'children' | 'className' | 'style' | 'type' | 'validate'> {
  label?: ReactNode
  /** Country code shown as a fixed prefix (the spec's default 27 shows '+27'). */
  phoneCode?: number
  /** Help text; the spec's 'Required format: {phone}'. */
  description?: ReactNode
  errorMessage?: string
  /** Checked on blur; return the message or nothing. */
  validate?: (value: string) => string | null | undefined
}

const digitsOnly = (text: string) => text.replace(/[^0-9]/g, '')

/** Cellphone number after a fixed '+27' prefix; anything but digits is dropped as it is typed or pasted. */
export function PhoneField({
  label = 'Cellphone number',
  phoneCode = 27,
  description,
  errorMessage,
  validate,
  value,
  defaultValue,
  onChange,
  onBlur,
  ...props
}: PhoneFieldProps) {
  const [ownValue, setOwnValue] = useState(digitsOnly(defaultValue ?? ''))
  const [blurError, setBlurError] = useState<string | null>(null)
  const current = value ?? ownValue
  const error = errorMessage || blurError
  return (
    <Root
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={current}
      onChange={(text) => {
        const digits = digitsOnly(text)
        setOwnValue(digits)
        onChange?.(digits)
      }}
      onBlur={(event) => {
        if (validate) setBlurError(validate(current) || null)
        onBlur?.(event)
      }}
      isInvalid={Boolean(error)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Frame>
        <Prefix aria-hidden="true">+{phoneCode}</Prefix>
        <FieldInput />
      </Frame>
      {description ? <HelpText slot="description">{description}</HelpText> : null}
      <FieldError>{error}</FieldError>
    </Root>
  )
}
