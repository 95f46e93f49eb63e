import { ApiError } from '@vigil/api-client'
import {
  Form,
  FormAlert,
  FormPasswordField,
  SubmitButton,
  usePageTitle,
  useSession,
  withSubmitErrors,
} from '@vigil/app-kit'
import {
  canChangePassword,
  canResetPassword,
  type FieldErrors,
  passwordChecklist,
  ROUTES,
  successMessages,
  validateCompletePasswordReset,
  validateUpdatePassword,
} from '@vigil/domain'
import { Alert, CustomerScreen, notify, Spinner, Stack, TextLink } from '@vigil/ui'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { changePassword, completeEmailedReset, useResetTokenCheck } from '../../data/auth.ts'

// The spec's text for a password change that failed without a message of its own.
const PASSWORD_FAILED = 'An error occurred while creating your password'
const LINK_INVALID = 'This link is invalid or has expired'

type Values = { currentPassword?: string; password?: string; passwordConfirmation?: string }

/**
 * /reset-password ('Create a password'): with `?token=` the emailed reset (or a staff member's invitation), checked
 * first and then completed;
 * without it a signed-in user changing their password (the menu's 'Change password').
 */
export function ResetPassword() {
  usePageTitle('Create a password')
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <CustomerScreen title="Create a password" intro="Choose a new password that meets every rule below.">
      {token ? <EmailedReset token={token} /> : <SignedInChange />}
    </CustomerScreen>
  )
}

function EmailedReset({ token }: { token: string }) {
  const navigate = useNavigate()
  const check = useResetTokenCheck(token)
  if (check.state === 'checking') return <Spinner label="Checking your link" showLabel />
  if (check.state === 'invalid') {
    const message = check.error instanceof ApiError ? check.error.detail || LINK_INVALID : LINK_INVALID
    return (
      <Stack $gap={4}>
        <Alert tone="error">{message}</Alert>
        <TextLink href="/forgot-password">Send a new link</TextLink>
      </Stack>
    )
  }
  return (
    <NewPasswordForm
      submitLabel="Save password"
      validate={(values) => validateCompletePasswordReset({ ...values, passwordResetToken: token })}
      canSubmit={canResetPassword}
      onSubmit={async ({ password = '', passwordConfirmation = '' }) => {
        await completeEmailedReset({ passwordResetToken: token, password, passwordConfirmation })
        notify(successMessages.passwordCreated)
        navigate(ROUTES.index, { replace: true })
      }}
    />
  )
}

function SignedInChange() {
  const navigate = useNavigate()
  const { session } = useSession()
  return (
    <Stack $gap={4}>
      {session ? null : (
        <Alert tone="info">Sign in first to change your password, or use the link in your password reset email.</Alert>
      )}
      <NewPasswordForm
        submitLabel="Save password"
        askCurrentPassword
        validate={validateUpdatePassword}
        canSubmit={canChangePassword}
        onSubmit={async ({ currentPassword = '', password = '', passwordConfirmation = '' }) => {
          await changePassword({ currentPassword, password, passwordConfirmation })
          notify(successMessages.passwordChanged)
          navigate(ROUTES.agent)
        }}
      />
    </Stack>
  )
}

function NewPasswordForm({
  submitLabel,
  askCurrentPassword = false,
  validate,
  canSubmit,
  onSubmit,
}: {
  submitLabel: string
  /** Signed in: the current password proves it is the owner, not someone at an unlocked browser. */
  askCurrentPassword?: boolean
  validate: (values: Values) => FieldErrors
  canSubmit: (values: Values) => boolean
  onSubmit: (values: Values) => Promise<void>
}) {
  return (
    <Form<Values> onSubmit={withSubmitErrors(onSubmit, PASSWORD_FAILED)} validate={validate}>
      {({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Create a password">
          <Stack $gap={4}>
            {askCurrentPassword ? (
              <FormPasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
            ) : null}
            <FormPasswordField
              name="password"
              label="New password"
              autoComplete="new-password"
              checklist={passwordChecklist(values.password)}
            />
            <FormPasswordField name="passwordConfirmation" label="Confirm password" autoComplete="new-password" />
            <FormAlert />
            <SubmitButton enabledWhen={canSubmit} fullWidth>
              {submitLabel}
            </SubmitButton>
          </Stack>
        </form>
      )}
    </Form>
  )
}
