import type { ReactNode } from 'react'
import { Button as AriaButton, Select as AriaSelect, type Key, SelectValue } from 'react-aria-components'
import styled from 'styled-components'
import { FieldError } from '../FieldError/index.ts'
import { ChevronDownIcon } from '../icons/index.ts'
import { FieldLabel, FieldRoot, fieldFrame, HelpText } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'
import { Option, Options, OptionsPopover } from './listStyles.ts'

export interface SelectOption {
  id: string
  label: string
  isDisabled?: boolean
}

const Root = styled(AriaSelect)`
  ${FieldRoot}
`

const Trigger = styled(AriaButton)`
  ${fieldFrame}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2};
  width: 100%;
  padding: 0 ${vars.space3};
  text-align: left;
  cursor: pointer;
  & [data-placeholder] { color: ${vars.colorTextMuted}; }
`

export interface SelectProps {
  label: ReactNode
  options: readonly SelectOption[]
  selectedKey?: string | null
  defaultSelectedKey?: string
  onSelectionChange?: (id: string | null) => void
  /** e.g. 'Select a user'. */
  placeholder?: string
  description?: ReactNode
  errorMessage?: string
  isDisabled?: boolean
  isRequired?: boolean
  name?: string
  defaultOpen?: boolean
}

/** Pick one of a short list (role, region, fitment centre, year, plan). */
export function Select({
  label,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  defaultOpen,
}: SelectProps) {
  return (
    <Root
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      defaultOpen={defaultOpen}
    >
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        <SelectValue />
        <ChevronDownIcon />
      </Trigger>
      {description ? <HelpText slot="description">{description}</HelpText> : null}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover>
        <Options items={options}>
          {(item) => {
            const option = item as SelectOption
            return (
              <Option id={option.id} isDisabled={option.isDisabled} textValue={option.label}>
                {option.label}
              </Option>
            )
          }}
        </Options>
      </OptionsPopover>
    </Root>
  )
}
