import { Form, FormAlert, FormPasswordField, SubmitButton, usePageTitle, withSubmitErrors } from '@vigil/app-kit'
import {
  type CreatePasswordValues,
  canCreatePassword,
  passwordChecklist,
  trimCredential,
  validateCreatePassword,
} from '@vigil/domain'
import { Alert, CustomerScreen, Stack } from '@vigil/ui'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { sendCreatePassword } from '../../data/createPassword.ts'

const FAILED = 'An error occurred while creating your password'
// The server's own words for a link it does not accept; a link without a token is no better.
const LINK_INVALID = 'This link is invalid or has expired'

/** /create-password?token=…: the account holder an agent onboarded chooses a first password. */
export function CreatePasswordPage() {
  usePageTitle('Create Password')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [created, setCreated] = useState(false)

  if (created) {
    return (
      <CustomerScreen
        title="Password created successfully!"
        intro="You can now log in on the mobile app using your new password."
      />
    )
  }

  return (
    <CustomerScreen title="Create your password" intro="Choose the password you will use on the Vigil mobile app.">
      <Form<CreatePasswordValues>
        onSubmit={withSubmitErrors(async (values: CreatePasswordValues) => {
          await sendCreatePassword(values.password ?? '', token)
          setCreated(true)
        }, FAILED)}
        initialValues={{ passwordResetToken: token }}
        validate={(values) => {
          const { password } = validateCreatePassword(values)
          return password ? { password } : {}
        }}
      >
        {({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Create your password">
            <Stack $gap={5}>
              {token ? null : <Alert tone="error">{LINK_INVALID}</Alert>}
              <FormPasswordField
                name="password"
                label="New password"
                autoComplete="new-password"
                parse={trimCredential}
                checklist={passwordChecklist(values.password)}
                isRequired
              />
              <FormAlert />
              <SubmitButton fullWidth isDisabled={!token} enabledWhen={canCreatePassword as (values: never) => boolean}>
                Create password
              </SubmitButton>
            </Stack>
          </form>
        )}
      </Form>
    </CustomerScreen>
  )
}
