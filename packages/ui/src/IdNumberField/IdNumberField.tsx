import { useState } from 'react'
import styled from 'styled-components'
import { Switch } from '../Switch/index.ts'
import { TextField } from '../TextField/index.ts'
import { vars } from '../theme/index.ts'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

export interface IdNumberFieldProps {
  /** Whether the holder has a South African ID (controlled); the spec's default is true. */
  isSouthAfrican?: boolean
  defaultIsSouthAfrican?: boolean
  onSouthAfricanChange?: (isSouthAfrican: boolean) => void
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /** Server or form error; cleared by the owner when the switch toggles. */
  errorMessage?: string
  /** Checked on blur with the current switch state. */
  validate?: (value: string, isSouthAfrican: boolean) => string | null | undefined
  isDisabled?: boolean
  isReadOnly?: boolean
  isRequired?: boolean
  name?: string
}

/** ID number with the 'Has a South African ID' switch; toggling relabels the field and clears its value and error. */
export function IdNumberField({
  isSouthAfrican,
  defaultIsSouthAfrican = true,
  onSouthAfricanChange,
  value,
  defaultValue = '',
  onChange,
  errorMessage,
  validate,
  isDisabled,
  isReadOnly,
  isRequired,
  name,
}: IdNumberFieldProps) {
  const [ownSouthAfrican, setOwnSouthAfrican] = useState(defaultIsSouthAfrican)
  const [ownValue, setOwnValue] = useState(defaultValue)
  // Remounting the text field on toggle drops its blur error together with the value.
  const [generation, setGeneration] = useState(0)
  const southAfrican = isSouthAfrican ?? ownSouthAfrican
  const current = value ?? ownValue
  return (
    <Root>
      <Switch
        isSelected={southAfrican}
        isDisabled={isDisabled || isReadOnly}
        onChange={(next) => {
          setOwnSouthAfrican(next)
          setOwnValue('')
          setGeneration((count) => count + 1)
          onChange?.('')
          onSouthAfricanChange?.(next)
        }}
      >
        Has a South African ID
      </Switch>
      <TextField
        key={generation}
        name={name}
        label={southAfrican ? 'South African ID Number' : 'Passport Number'}
        value={current}
        onChange={(text) => {
          setOwnValue(text)
          onChange?.(text)
        }}
        inputMode={southAfrican ? 'numeric' : 'text'}
        maxLength={southAfrican ? 13 : 50}
        errorMessage={errorMessage}
        validate={validate ? (text) => validate(text, southAfrican) : undefined}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
      />
    </Root>
  )
}
