import { css } from 'styled-components'
import { vars } from '../theme/index.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md'

const tones = {
  primary: css`
    background: ${vars.colorPrimary};
    color: ${vars.colorPrimaryText};
    border-color: ${vars.colorPrimary};
    &[data-hovered] { background: ${vars.colorPrimaryHover}; border-color: ${vars.colorPrimaryHover}; }
  `,
  secondary: css`
    background: ${vars.colorSurface};
    color: ${vars.colorPrimary};
    border-color: ${vars.colorPrimary};
    &[data-hovered] { background: ${vars.colorInfoSurface}; }
  `,
  danger: css`
    background: ${vars.colorDanger};
    color: ${vars.colorTextInverse};
    border-color: ${vars.colorDanger};
    &[data-hovered] { background: ${vars.colorDangerHover}; border-color: ${vars.colorDangerHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.colorText};
    border-color: transparent;
    &[data-hovered] { background: ${vars.colorSurfaceSunken}; }
  `,
} as const

/** Shared by Button and LinkButton; reacts to react-aria's data attributes. */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space2};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '44px')};
  padding: ${({ $size }) => ($size === 'sm' ? `0 ${vars.space3}` : `0 ${vars.space4}`)};
  border: 2px solid transparent;
  border-radius: ${vars.radiusMd};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'sm' ? vars.fontSizeSm : vars.fontSizeMd)};
  font-weight: ${vars.fontWeightMedium};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease;
  outline: none;
  ${({ $variant }) => tones[$variant]}
  &[data-pressed] { transform: translateY(1px); }
  &[data-focus-visible] { box-shadow: ${vars.focusRing}; }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${vars.colorSurfaceSunken};
    color: ${vars.colorTextMuted};
    border-color: ${vars.colorBorder};
  }
  &[data-pending] { cursor: progress; }
`
