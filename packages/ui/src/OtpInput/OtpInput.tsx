import { initialOtpState, OTP_LENGTH, type OtpAction, otpReducer } from '@vigil/domain'
import { useEffect, useId, useReducer, useRef } from 'react'
import styled from 'styled-components'
import { ErrorMessage } from '../FieldError/index.ts'
import { vars } from '../theme/index.ts'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
`

const Label = styled.span`
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
`

const Boxes = styled.div`
  display: flex;
  gap: ${vars.space2};
`

const Box = styled.input`
  width: 48px;
  height: 56px;
  border: 1px solid ${vars.colorBorderStrong};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font: inherit;
  font-size: ${vars.fontSizeXl};
  font-variant-numeric: tabular-nums;
  text-align: center;
  outline: none;
  &:focus-visible, &:focus { border-color: ${vars.colorFocus}; box-shadow: ${vars.focusRing}; }
  &[aria-invalid='true'] { border-color: ${vars.colorDanger}; }
  &:disabled { background: ${vars.colorSurfaceSunken}; color: ${vars.colorTextMuted}; }
`

/** A digit typed into a filled box arrives next to the old one; keep only the new digit. */
function typedText(previous: string, value: string): string {
  if (previous && value.length === 2) return value.startsWith(previous) ? value.slice(1) : value.slice(0, 1)
  return value
}

export interface OtpInputProps {
  label?: string
  /**
   * Called once when all six boxes are filled; the boxes stay disabled until it settles. Resolve `false` when the
   * code was rejected: the boxes clear and focus returns to the first one.
   */
  onComplete: (code: string) => Promise<boolean> | boolean | undefined
  /** Server errors listed under the boxes, each as an alert. */
  errors?: readonly string[]
  /** Disables the boxes from outside, e.g. while 'Resend OTP' runs. */
  isDisabled?: boolean
  autoFocus?: boolean
}

/** The six one-time-code boxes: digits only, focus moves on, Backspace goes back, paste and autofill fill all six. */
export function OtpInput({ label = 'One-time code', onComplete, errors = [], isDisabled, autoFocus }: OtpInputProps) {
  const [state, rawDispatch] = useReducer(otpReducer, undefined, initialOtpState)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const interacted = useRef(Boolean(autoFocus))
  const completeRef = useRef(onComplete)
  completeRef.current = onComplete
  const id = useId()
  const errorIds = errors.map((_, index) => `${id}-error-${index}`)

  const dispatch = (action: OtpAction) => {
    interacted.current = true
    rawDispatch(action)
  }

  useEffect(() => {
    if (!interacted.current || state.submitting) return
    boxes.current[state.focusIndex]?.focus()
  }, [state.focusIndex, state.submitting])

  useEffect(() => {
    const code = state.submittedCode
    if (code === undefined) return
    let cancelled = false
    Promise.resolve(completeRef.current(code)).then(
      (ok) => !cancelled && rawDispatch({ type: 'submitFinished', ok: ok !== false }),
      () => !cancelled && rawDispatch({ type: 'submitFinished', ok: false }),
    )
    return () => {
      cancelled = true
    }
  }, [state.submittedCode])

  const disabled = state.submitting || Boolean(isDisabled)
  return (
    <Root>
      <Label id={`${id}-label`}>{label}</Label>
      <Boxes role="group" aria-labelledby={`${id}-label`} aria-busy={state.submitting || undefined}>
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            value={state.digits[index] ?? ''}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errorIds.length ? errorIds.join(' ') : undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            disabled={disabled}
            onFocus={(event) => {
              event.target.select()
              if (state.focusIndex !== index) rawDispatch({ type: 'focused', index })
            }}
            onChange={(event) =>
              dispatch({ type: 'typed', index, text: typedText(state.digits[index] ?? '', event.target.value) })
            }
            onKeyDown={(event) => {
              if (event.key === 'Backspace') {
                event.preventDefault()
                dispatch({ type: 'backspace', index })
              } else if (event.key === 'ArrowLeft' && index > 0) {
                event.preventDefault()
                dispatch({ type: 'focused', index: index - 1 })
              } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
                event.preventDefault()
                dispatch({ type: 'focused', index: index + 1 })
              }
            }}
            onPaste={(event) => {
              event.preventDefault()
              dispatch({ type: 'pasted', index, text: event.clipboardData.getData('text') })
            }}
          />
        ))}
      </Boxes>
      {errors.map((message, index) => (
        <ErrorMessage key={message} id={errorIds[index]}>
          {message}
        </ErrorMessage>
      ))}
    </Root>
  )
}
