export { FieldInput, FieldLabel, FieldRoot, fieldFrame, HelpText } from './fieldStyles.ts'
export { TextField, type TextFieldProps } from './TextField.tsx'
