import { FormPasswordField, useFormState } from '@vigil/app-kit'
import { passwordChecklist, type SignUpValues, trimCredential } from '@vigil/domain'
import { Stack } from '@vigil/ui'

/** Step 2: the password with its live checklist, and the confirmation (never sent). */
export function PasswordStep({ autoFocus }: { autoFocus?: boolean }) {
  const { values } = useFormState<SignUpValues>({ subscription: { values: true } })
  return (
    <Stack $gap={4}>
      <FormPasswordField
        name="Password"
        label="Password"
        autoComplete="new-password"
        parse={trimCredential}
        checklist={passwordChecklist(values.Password)}
        isRequired
        autoFocus={autoFocus}
      />
      <FormPasswordField
        name="PasswordConfirmation"
        label="Confirm password"
        autoComplete="new-password"
        parse={trimCredential}
        isRequired
      />
    </Stack>
  )
}
