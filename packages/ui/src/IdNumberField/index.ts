export { IdNumberField, type IdNumberFieldProps } from './IdNumberField.tsx'
