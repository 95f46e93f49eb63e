import type { ReactNode } from 'react'
import { FieldError as AriaFieldError } from 'react-aria-components'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

export const errorTextStyles = `
  margin: 0;
  color: ${vars.colorDanger};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
`

const StyledAriaFieldError = styled(AriaFieldError)`
  ${errorTextStyles}
`

/** The error under a react-aria field (inside TextField, Select, …); renders only when the field is invalid. */
export function FieldError({ children }: { children?: ReactNode }) {
  return <StyledAriaFieldError>{children}</StyledAriaFieldError>
}

const StandaloneError = styled.p`
  ${errorTextStyles}
`

/** An error message outside a react-aria field (e.g. under the OTP boxes); announced as an alert. */
export function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <StandaloneError id={id} role="alert">
      {children}
    </StandaloneError>
  )
}
