import { type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  type Key,
} from 'react-aria-components'
import styled from 'styled-components'
import { FieldError } from '../FieldError/index.ts'
import { ChevronDownIcon } from '../icons/index.ts'
import { Option, Options, OptionsPopover, type SelectOption } from '../Select/index.ts'
import { Spinner } from '../Spinner/index.ts'
import { FieldInput, FieldLabel, FieldRoot, fieldFrame, HelpText } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

const Root = styled(AriaComboBox)`
  ${FieldRoot}
`

const Frame = styled(Group)`
  ${fieldFrame}
  display: flex;
  align-items: center;
  & > input { border: none; box-shadow: none; min-height: 42px; }
  & > input[data-focused] { box-shadow: none; }
`

const Toggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  align-self: stretch;
  border: none;
  background: transparent;
  color: ${vars.colorText};
  cursor: pointer;
`

const Notice = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorText};
`

export interface ComboBoxProps {
  label: ReactNode
  /** Search results for the current text, already fetched by the owner. */
  items: readonly SelectOption[]
  inputValue?: string
  defaultInputValue?: string
  onInputChange?: (text: string) => void
  selectedKey?: string | null
  onSelectionChange?: (id: string | null) => void
  /** Searching starts at this many characters (the spec's 3). */
  minSearchLength?: number
  searchHint?: string
  /** Shown when a search found nothing: 'Device not found', "Sorry, we don't have that vehicle listed". */
  emptyMessage: string
  isLoading?: boolean
  placeholder?: string
  errorMessage?: string
  isDisabled?: boolean
  isRequired?: boolean
  name?: string
}

/** Search-as-you-type picker: nothing is listed until the text is long enough; an empty result is announced. */
export function ComboBox({
  label,
  items,
  inputValue,
  defaultInputValue = '',
  onInputChange,
  selectedKey,
  onSelectionChange,
  minSearchLength = 3,
  searchHint = 'Enter 3 characters to start the search',
  emptyMessage,
  isLoading = false,
  placeholder,
  errorMessage,
  isDisabled,
  isRequired,
  name,
}: ComboBoxProps) {
  const [ownText, setOwnText] = useState(defaultInputValue)
  const text = inputValue ?? ownText
  const searching = text.trim().length >= minSearchLength
  const nothingFound = searching && !isLoading && items.length === 0
  return (
    <Root
      inputValue={text}
      onInputChange={(next) => {
        setOwnText(next)
        onInputChange?.(next)
      }}
      items={searching ? items : []}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      menuTrigger="input"
      allowsEmptyCollection={false}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      <OpenOnResults resultCount={searching ? items.length : 0} />
      <Frame>
        <FieldInput placeholder={placeholder} />
        <Toggle aria-label="Show results">
          <ChevronDownIcon />
        </Toggle>
      </Frame>
      {searching ? null : <HelpText slot="description">{searchHint}</HelpText>}
      <FieldError>{errorMessage}</FieldError>
      <div role="status">
        {isLoading ? <Spinner label="Searching" showLabel size={16} /> : null}
        {nothingFound ? <Notice>{emptyMessage}</Notice> : null}
      </div>
      <OptionsPopover>
        <Options>
          {(item) => {
            const option = item as SelectOption
            return (
              <Option id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
                {option.label}
              </Option>
            )
          }}
        </Options>
      </OptionsPopover>
    </Root>
  )
}

/**
 * Results fetched after the last keystroke arrive when react-aria has already decided the list stays closed (it
 * opens on typing only when it has items): open it once they arrive, while the person is still in the field.
 */
function OpenOnResults({ resultCount }: { resultCount: number }) {
  const state = useContext(ComboBoxStateContext)
  // Opened once per new set of results, so Escape closes the list for good until the results change.
  const openedFor = useRef(0)
  useEffect(() => {
    if (resultCount === openedFor.current) return
    openedFor.current = resultCount
    if (resultCount > 0 && state?.isFocused && !state.isOpen && state.selectedKey === null) state.open()
  }, [resultCount, state])
  return null
}
