import {
  Form,
  FormAlert,
  FormTextField,
  SubmitButton,
  usePageTitle,
  useSession,
  withSubmitErrors,
} from '@vigil/app-kit'
import { canAddCompany, type NewCompanyValues, ROUTES, roleCan, validateNewCompany } from '@vigil/domain'
import { Card, Stack } from '@vigil/ui'
import { Navigate, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { createCompany } from '../../data/companies.ts'

const REQUEST_FAILED = 'Unfortunately the request failed without any good reason.'

// Names are kept as typed, without surrounding or repeated spaces (the spec's 'sanitised on change').
const sanitiseName = (value: string) => value.replace(/^\s+/, '').replace(/\s{2,}/g, ' ')

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
            const { id } = await createCompany((values.Name ?? '').trim())
            navigate(`/agent/companies/${id}/link-user`)
          }, REQUEST_FAILED)}
          validate={validateNewCompany}
        >
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Add Company">
              <Stack $gap={4}>
                <FormTextField name="Name" label="Name" parse={sanitiseName} isRequired />
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
