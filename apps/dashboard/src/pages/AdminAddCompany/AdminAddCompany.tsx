import {
  Form,
  FormAlert,
  FormTextField,
  SubmitButton,
  usePageTitle,
  useSession,
  withSubmitErrors,
} from '@vigil/app-kit'
import {
  canAddCompany,
  type NewCompanyValues,
  ROUTES,
  roleCan,
  sanitiseCompanyName,
  successMessages,
  validateNewCompany,
} from '@vigil/domain'
import { Card, notify, Stack } from '@vigil/ui'
import { Navigate, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { createCompany } from '../../data/companies.ts'

/** /admin/add-company: one field; on success the new company's link-user page. */
export function AdminAddCompany() {
  usePageTitle('Add Company')
  const navigate = useNavigate()
  const { session } = useSession()
  if (!roleCan(session?.userRole, 'companies.create')) return <Navigate to={ROUTES.agent} replace />

  return (
    <Card as="section" aria-labelledby="add-company-heading">
      <Stack $gap={4}>
        <Heading id="add-company-heading">Add Company</Heading>
        <Form<NewCompanyValues>
          onSubmit={withSubmitErrors(async (values: NewCompanyValues) => {
            const name = (values.Name ?? '').trim()
            const { id } = await createCompany(name)
            notify(successMessages.companyAdded(name))
            navigate(`/agent/companies/${id}/link-user`)
          })}
          validate={validateNewCompany}
        >
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Add Company">
              <Stack $gap={4}>
                <FormTextField name="Name" label="Name" parse={sanitiseCompanyName} isRequired />
                <FormAlert />
                <SubmitButton enabledWhen={canAddCompany}>Add Company</SubmitButton>
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
