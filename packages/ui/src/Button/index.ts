export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './Button.tsx'
export { type ButtonSize, type ButtonVariant, buttonStyles } from './buttonStyles.ts'
