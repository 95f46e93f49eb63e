import { FormIdNumberField, FormPhoneField, FormTextField } from '@vigil/app-kit'
import { validateIdNumber, validatePhoneNumber } from '@vigil/domain'
import { Stack } from '@vigil/ui'

/** Step 3: name, surname, cellphone number and the ID (South African ID or passport). */
export function DetailsStep({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Stack $gap={4}>
      <FormTextField name="FirstName" label="Name" autoComplete="given-name" isRequired autoFocus={autoFocus} />
      <FormTextField name="LastName" label="Surname" autoComplete="family-name" isRequired />
      <FormPhoneField name="PhoneNumber" label="Cellphone number" validate={validatePhoneNumber} isRequired />
      <FormIdNumberField
        name="IdNumber"
        southAfricanName="IdNumberIsSouthAfrican"
        validate={(value, isSouthAfrican) => validateIdNumber(value, isSouthAfrican)}
        isRequired
      />
    </Stack>
  )
}
