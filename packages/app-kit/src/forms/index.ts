export { FORM_ERROR } from 'final-form'
export { Form, useField, useForm, useFormState } from 'react-final-form'
export { FormAlert, SubmitButton, type SubmitButtonProps } from './FormActions.tsx'
export {
  type FieldAdapterProps,
  FormCheckbox,
  FormIdNumberField,
  type FormIdNumberFieldProps,
  FormPasswordField,
  FormPhoneField,
  FormSelect,
  FormTextField,
} from './FormFields.tsx'
export { fieldMessage } from './fieldState.ts'
export { type SubmitErrorOptions, submitErrorsFrom, withSubmitErrors } from './submitErrors.ts'
