import { ApiError } from '@vigil/api-client'
import {
  FORM_ERROR,
  Form,
  FormAlert,
  FormPasswordField,
  FormTextField,
  SubmitButton,
  usePageTitle,
  useSession,
} from '@vigil/app-kit'
import { canLogIn, type SignInValues, signInFailureMessage, validateSignIn } from '@vigil/domain'
import { CustomerScreen, Stack, TextLink } from '@vigil/ui'
import { useNavigate } from 'react-router-dom'
import { signInWithEmail } from '../../data/auth.ts'

// The auth layer's other failures have no text in the spec: this one says what the person can do.
const SIGN_IN_FAILED = 'Signing in failed. Please try again.'

/** /login: email and password; staff go on to /agent, an Account-Holder is refused and nothing is stored. */
export function Login() {
  usePageTitle('Login')
  const navigate = useNavigate()
  const { signIn } = useSession()

  const submit = async (values: SignInValues) => {
    try {
      const outcome = signIn(await signInWithEmail({ email: values.email ?? '', password: values.password ?? '' }))
      if (!outcome.ok) return { [FORM_ERROR]: outcome.message }
      navigate(outcome.redirectTo, { replace: true })
      return undefined
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Parameters<typeof signInFailureMessage>[0]) : null
      return { [FORM_ERROR]: signInFailureMessage(body) ?? SIGN_IN_FAILED }
    }
  }

  return (
    <CustomerScreen title="Sign in" intro="Sign in to the Vigil dashboard with your work email.">
      <Form<SignInValues> onSubmit={submit} validate={validateSignIn}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
            <Stack $gap={4}>
              <FormTextField name="email" label="Email" type="email" autoComplete="username" />
              <FormPasswordField name="password" label="Password" autoComplete="current-password" />
              <FormAlert />
              <SubmitButton enabledWhen={canLogIn} fullWidth>
                Sign in
              </SubmitButton>
              <TextLink href="/forgot-password">Forgot password?</TextLink>
            </Stack>
          </form>
        )}
      </Form>
    </CustomerScreen>
  )
}
