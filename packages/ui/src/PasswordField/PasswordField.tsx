import { type ReactNode, useState } from 'react'
import { Button as AriaButton, TextField as AriaTextField, Group, type TextFieldProps } from 'react-aria-components'
import styled from 'styled-components'
import { FieldError } from '../FieldError/index.ts'
import { CheckIcon, CloseIcon } from '../icons/index.ts'
import { FieldInput, FieldLabel, FieldRoot, HelpText } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

export interface PasswordRuleItem {
  label: string
  met: boolean
}

const Root = styled(AriaTextField)`
  ${FieldRoot}
`

const InputRow = styled(Group)`
  position: relative;
  display: flex;
  & > input { padding-right: 5rem; }
`

const Reveal = styled(AriaButton)`
  position: absolute;
  top: 50%;
  right: ${vars.space1};
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 ${vars.space2};
  border: none;
  border-radius: ${vars.radiusSm};
  background: transparent;
  color: ${vars.colorPrimary};
  font: inherit;
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
  cursor: pointer;
  outline: none;
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
`

const Checklist = styled.ul`
  list-style: none;
  margin: ${vars.space1} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space1};
  font-size: ${vars.fontSizeSm};
`

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  color: ${({ $met }) => ($met ? vars.colorSuccess : vars.colorTextMuted)};
`

export interface PasswordFieldProps extends Omit<TextFieldProps, 'children' | 'className' | 'style' | 'type'> {
  label: ReactNode
  description?: ReactNode
  errorMessage?: string
  /** The live rule checklist for the current value (from the domain's `passwordChecklist`); omit for confirm fields. */
  checklist?: readonly PasswordRuleItem[]
  /** Accessible name of the checklist. */
  checklistLabel?: string
  showLabel?: string
  hideLabel?: string
}

/** Password input with show/hide and the live rule checklist, each rule announced as met or not met. */
export function PasswordField({
  label,
  description,
  errorMessage,
  checklist,
  checklistLabel = 'Password requirements',
  showLabel = 'Show',
  hideLabel = 'Hide',
  ...props
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false)
  return (
    <Root {...props} type={revealed ? 'text' : 'password'} isInvalid={Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <InputRow>
        <FieldInput />
        <Reveal onPress={() => setRevealed((value) => !value)} aria-pressed={revealed}>
          {revealed ? hideLabel : showLabel}
        </Reveal>
      </InputRow>
      {description ? <HelpText slot="description">{description}</HelpText> : null}
      <FieldError>{errorMessage}</FieldError>
      {checklist ? (
        <Checklist aria-label={checklistLabel}>
          {checklist.map((item) => (
            <Rule key={item.label} $met={item.met}>
              {item.met ? <CheckIcon size={16} title="Met" /> : <CloseIcon size={16} title="Not met" />}
              {item.label}
            </Rule>
          ))}
        </Checklist>
      ) : null}
    </Root>
  )
}
