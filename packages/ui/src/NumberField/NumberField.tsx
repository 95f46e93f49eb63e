import { typedNumber } from '@vigil/domain'
import { type ReactNode, useState } from 'react'
import { TextField } from '../TextField/index.ts'

export interface NumberFieldProps {
  label: ReactNode
  /** NaN when blank or not a number (the domain's validation names it). */
  value: number
  onChange: (value: number) => void
  errorMessage?: string
  description?: ReactNode
  /** Decimals shown for a value set from outside, e.g. a corner drawn on the map (6: about 10 cm). */
  decimals?: number
  isDisabled?: boolean
}

const shownText = (value: number, decimals: number) =>
  Number.isFinite(value) ? String(Number(value.toFixed(decimals))) : ''

/**
 * A number typed as text: what the person typed stays as typed ('-26.' on the way to '-26.1'), and a value set from
 * outside (drawn on the map) replaces it. Browsers' number inputs drop a half-typed value and step on the wheel.
 */
export function NumberField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  decimals = 6,
  isDisabled,
}: NumberFieldProps) {
  const [text, setText] = useState(() => shownText(value, decimals))
  const typed = typedNumber(text)
  const same = typed === value || (Number.isNaN(typed) && Number.isNaN(value))
  return (
    <TextField
      label={label}
      description={description}
      inputMode="decimal"
      value={same ? text : shownText(value, decimals)}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      onChange={(next) => {
        setText(next)
        onChange(typedNumber(next))
      }}
    />
  )
}
