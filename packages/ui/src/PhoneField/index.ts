export { PhoneField, type PhoneFieldProps } from './PhoneField.tsx'
