import styled, { keyframes } from 'styled-components'
import { vars } from '../theme/index.ts'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

/** The bare spinning ring, for places that carry their own label (a busy button). */
export const SpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space2};
  color: inherit;
`

export interface SpinnerProps {
  /** What is loading; read by screen readers (and shown when `showLabel`). */
  label?: string
  showLabel?: boolean
  size?: number
}

/** Loading indicator with an accessible name. */
export function Spinner({ label = 'Loading', showLabel = false, size = 20 }: SpinnerProps) {
  return (
    <Root role="status" aria-label={showLabel ? undefined : label}>
      <SpinnerRing $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </Root>
  )
}
