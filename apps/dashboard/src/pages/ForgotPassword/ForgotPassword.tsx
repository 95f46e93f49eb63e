import { Form, FormAlert, FormTextField, SubmitButton, usePageTitle, withSubmitErrors } from '@vigil/app-kit'
import {
  canSendPasswordReset,
  type ForgotPasswordValues,
  ROUTES,
  successMessages,
  validateForgotPassword,
} from '@vigil/domain'
import { CustomerScreen, notify, Stack, TextLink } from '@vigil/ui'
import { useNavigate } from 'react-router-dom'
import { sendPasswordReset } from '../../data/auth.ts'

// The spec shows the server's message under the email; this covers a failure that carries none.
const SEND_FAILED = 'The reset email could not be sent. Please try again.'

/** /forgot-password: sends the reset email, then returns to '/'. */
export function ForgotPassword() {
  usePageTitle('Forgot password')
  const navigate = useNavigate()
  const submit = withSubmitErrors(async (values: ForgotPasswordValues) => {
    const email = values.Email ?? ''
    await sendPasswordReset({ Email: email })
    notify(successMessages.passwordResetSent(email))
    navigate(ROUTES.index)
  }, SEND_FAILED)

  return (
    <CustomerScreen
      title="Forgot password"
      intro="Enter your email and we will send you a link to reset your password."
    >
      <Form<ForgotPasswordValues> onSubmit={submit} validate={validateForgotPassword}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Forgot password">
            <Stack $gap={4}>
              <FormTextField name="Email" label="Email" type="email" autoComplete="email" />
              <FormAlert />
              <SubmitButton enabledWhen={canSendPasswordReset} fullWidth>
                Send reset link
              </SubmitButton>
              <TextLink href={ROUTES.login}>Back to sign in</TextLink>
            </Stack>
          </form>
        )}
      </Form>
    </CustomerScreen>
  )
}
