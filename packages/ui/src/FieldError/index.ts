export { ErrorMessage, errorTextStyles, FieldError } from './FieldError.tsx'
