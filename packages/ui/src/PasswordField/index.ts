export { PasswordField, type PasswordFieldProps, type PasswordRuleItem } from './PasswordField.tsx'
