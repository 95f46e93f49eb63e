import { Alert, Button, type ButtonProps } from '@vigil/ui'
import { useFormState } from 'react-final-form'

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'isPending' | 'isDisabled'> {
  /** The spec's enabling rule from the domain (e.g. `canLogIn`); the button stays disabled until it holds. */
  enabledWhen?: (values: never) => boolean
  /** Disables the button for reasons outside the form. */
  isDisabled?: boolean
}

/** The form's submit button: disabled until `enabledWhen` holds, 'Submitting' while the submit runs. */
export function SubmitButton({ enabledWhen, isDisabled, pendingLabel = 'Submitting', ...props }: SubmitButtonProps) {
  const { submitting, values } = useFormState({ subscription: { submitting: true, values: true } })
  const enabled = enabledWhen ? enabledWhen(values as never) : true
  return (
    <Button
      {...props}
      type="submit"
      isPending={submitting}
      pendingLabel={pendingLabel}
      isDisabled={Boolean(isDisabled) || !enabled}
    />
  )
}

/** The form-level error (FORM_ERROR) of the last submit, announced as an alert until the next submit. */
export function FormAlert() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  })
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null
  return <Alert tone="error">{submitError}</Alert>
}
