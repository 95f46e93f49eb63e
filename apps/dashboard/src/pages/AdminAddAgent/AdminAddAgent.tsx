import {
  Form,
  FormAlert,
  FormPhoneField,
  FormSelect,
  FormTextField,
  SubmitButton,
  usePageTitle,
  useSession,
  withSubmitErrors,
} from '@vigil/app-kit'
import {
  canAddAgent,
  type NewAgentValues,
  ROUTES,
  roleCan,
  successMessages,
  trimCredential,
  validateNewAgent,
} from '@vigil/domain'
import { BackIcon, Button, Card, Inline, notify, Stack } from '@vigil/ui'
import { Navigate, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { addDashboardAgent, useAgentRoles } from '../../data/admin.ts'
import { PHONE_FORMAT_HELP } from '../OnboardingSteps/StepFrame.tsx'

/** /admin/add-agent: a new dashboard user, emailed a link to create a password; on success back to /. */
export function AdminAddAgent() {
  usePageTitle('Add Agent')
  const navigate = useNavigate()
  const { session } = useSession()
  const roles = useAgentRoles()
  if (!roleCan(session?.userRole, 'users.create')) return <Navigate to={ROUTES.agent} replace />

  return (
    <Card as="section" aria-labelledby="add-agent-heading">
      <Stack $gap={4}>
        <Inline $gap={2}>
          <Button variant="ghost" size="sm" icon={<BackIcon />} onPress={() => navigate(-1)}>
            Back
          </Button>
          <Heading id="add-agent-heading">Add agent</Heading>
        </Inline>
        <Form<NewAgentValues>
          onSubmit={withSubmitErrors(async (values: NewAgentValues) => {
            await addDashboardAgent(values)
            notify(successMessages.agentAdded(`${values.FirstName ?? ''} ${values.LastName ?? ''}`.trim()))
            navigate(ROUTES.index)
          })}
          validate={validateNewAgent}
        >
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Add agent">
              <Stack $gap={4}>
                <FormTextField name="FirstName" label="Name" isRequired />
                <FormTextField name="LastName" label="Surname" isRequired />
                <FormPhoneField name="PhoneNumber" label="Cellphone number" description={PHONE_FORMAT_HELP} />
                <FormTextField name="Email" label="Email address" type="email" parse={trimCredential} isRequired />
                <FormSelect
                  name="RoleName"
                  label="Role"
                  placeholder="Select a role"
                  options={roles.options.map((role) => ({ id: role.name, label: role.name }))}
                  isRequired
                />
                <FormAlert />
                <SubmitButton enabledWhen={canAddAgent}>Add agent</SubmitButton>
              </Stack>
            </form>
          )}
        </Form>
      </Stack>
    </Card>
  )
}

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`
