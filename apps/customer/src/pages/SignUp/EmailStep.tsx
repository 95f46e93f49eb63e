import { FormCheckbox, FormTextField } from '@vigil/app-kit'
import { trimCredential } from '@vigil/domain'
import { Stack } from '@vigil/ui'

/** Step 1: the email address and the two consents (only the terms are required). */
export function EmailStep({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Stack $gap={4}>
      <FormTextField
        name="Email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        parse={trimCredential}
        isRequired
        autoFocus={autoFocus}
      />
      <FormCheckbox name="AcceptedTermsAndConditionsAndPolicy">
        I accept the terms and conditions and the privacy policy
      </FormCheckbox>
      <FormCheckbox name="AcceptedToAllowInformationToBeUsedToContact">
        Vigil may use my information to contact me
      </FormCheckbox>
    </Stack>
  )
}
