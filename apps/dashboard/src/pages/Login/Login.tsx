import { ApiError, apiClient } from '@vigil/api-client'
import {
  FORM_ERROR,
  Form,
  FormAlert,
  FormPasswordField,
  FormTextField,
  SubmitButton,
  usePageTitle,
  usePreloadPages,
  useSession,
} from '@vigil/app-kit'
import { canLogIn, guardRoute, ROUTES, type SignInValues, signInFailureMessage, validateSignIn } from '@vigil/domain'
import { CustomerScreen, Stack, TextLink } from '@vigil/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { signInWithEmail } from '../../data/auth.ts'

// The auth layer's other failures have no text in the spec: this one says what the person can do.
const SIGN_IN_FAILED = 'Signing in failed. Please try again.'

/** /login: email and password; staff go on to /agent, an Account-Holder is refused and nothing is stored. */
export function Login() {
  usePageTitle('Login')
  const navigate = useNavigate()
  const { signIn } = useSession()
  const preloadPages = usePreloadPages()
  // The settings (the API's address) are read before the sign-in request can go: read them while the form is filled.
  useEffect(
    () =>
      void apiClient()
        .settings()
        .catch(() => undefined),
    [],
  )

  const submit = async (values: SignInValues) => {
    const signingIn = signInWithEmail({ email: values.email ?? '', password: values.password ?? '' })
    // The first screen's code (the agent layout and the clients list) loads while the password is checked, so the
    // pages draw at once (issue #28: sign-in to the list with its data under 500 ms). It is asked for a task later,
    // once the sign-in request is on its way: asked for first, its downloads held the request back.
    const sent = new Promise((resolve) => setTimeout(resolve))
    const firstScreen = sent.then(() => preloadPages(ROUTES.clients))
    const clientsData = sent.then(() => import('../../data/clients.ts'))
    try {
      const answer = await signingIn
      // The session changes in the same task as the navigation: a session stored before it lets the route guard send
      // /login on to /agent first, and a browser in CI was left there on the agent layout's loading state.
      await firstScreen
      const outcome = signIn(answer)
      if (!outcome.ok) return { [FORM_ERROR]: outcome.message }
      // The route guard's own answer, so /login needs no menu or tab data (signed-in pages' code) to decide.
      if (guardRoute(ROUTES.clients, outcome.session).kind === 'allow') {
        void clientsData.then((data) => data.preloadClientPage())
      }
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
