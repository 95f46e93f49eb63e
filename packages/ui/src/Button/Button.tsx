import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { SpinnerRing } from '../Spinner/index.ts'
import { type ButtonSize, type ButtonVariant, buttonStyles } from './buttonStyles.ts'

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`

const StyledLink = styled(AriaLink)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  /** Icon shown before the label. */
  icon?: ReactNode
  /** Text shown while `isPending`, e.g. 'Submitting', 'Deleting...', 'Removing...', 'Linking...'. */
  pendingLabel?: string
  children?: ReactNode
}

/** The product's button: react-aria press handling, keyboard and focus ring; `isPending` shows a busy label. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  pendingLabel,
  isPending,
  children,
  ...props
}: ButtonProps) {
  return (
    <StyledButton $variant={variant} $size={size} $fullWidth={fullWidth} isPending={isPending} {...props}>
      {isPending ? (
        <>
          <SpinnerRing $size={16} aria-hidden="true" />
          {pendingLabel ?? children}
        </>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </StyledButton>
  )
}

export interface LinkButtonProps extends Omit<LinkProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  icon?: ReactNode
  children?: ReactNode
}

/** A link that looks like a button (navigation, e.g. 'Schedule'); apps plug their router via RouterProvider or `href`. */
export function LinkButton({
  variant = 'secondary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...props}>
      {icon}
      {children}
    </StyledLink>
  )
}
