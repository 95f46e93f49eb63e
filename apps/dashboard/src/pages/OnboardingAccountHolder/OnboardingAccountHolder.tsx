import {
  Form,
  FormAlert,
  FormIdNumberField,
  FormPhoneField,
  FormTextField,
  SubmitButton,
  withSubmitErrors,
} from '@vigil/app-kit'
import {
  type AccountHolderValues,
  canContinueAccountHolder,
  onboardingRoutes,
  trimCredential,
  validateAccountHolder,
  validateIdNumber,
} from '@vigil/domain'
import { Alert, Stack } from '@vigil/ui'
import { useNavigate } from 'react-router-dom'
import { onboardAccountHolder } from '../../data/onboarding.ts'
import { PHONE_FORMAT_HELP, StepFrame } from '../OnboardingSteps/StepFrame.tsx'

/** /agent/onboarding/client/add: the account holder, then on to the driver step with the new id (spec §2). */
export function OnboardingAccountHolder() {
  const navigate = useNavigate()
  const submit = withSubmitErrors(async (values: AccountHolderValues) => {
    const { id } = await onboardAccountHolder(values)
    navigate(onboardingRoutes.addDriver(id))
  })

  return (
    <StepFrame area="Add Account" step="Account holder" heading="Account holder">
      <Alert tone="info" title="Who is responsible for the account?">
        Gather the customer's personal details: the person who owns the account and pays for the subscription.
      </Alert>
      <Form<AccountHolderValues>
        onSubmit={submit}
        validate={(values) => validateAccountHolder(values)}
        initialValues={{ IdNumberIsSouthAfrican: true }}
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Account holder">
            <Stack $gap={4}>
              <FormTextField name="FirstName" label="Name" autoComplete="off" isRequired />
              <FormTextField name="LastName" label="Surname" autoComplete="off" isRequired />
              <FormTextField name="Email" label="Email address" type="email" parse={trimCredential} isRequired />
              <FormPhoneField name="PhoneNumber" label="Cellphone number" description={PHONE_FORMAT_HELP} isRequired />
              <FormIdNumberField
                name="IdNumber"
                southAfricanName="IdNumberIsSouthAfrican"
                validate={(value, southAfrican) => validateIdNumber(value, southAfrican)}
                isRequired
              />
              <FormAlert />
              <SubmitButton enabledWhen={canContinueAccountHolder}>Next</SubmitButton>
            </Stack>
          </form>
        )}
      </Form>
    </StepFrame>
  )
}
