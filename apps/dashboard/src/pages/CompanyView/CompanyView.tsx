import { usePageTitle, useSession } from '@vigil/app-kit'
import {
  COMPANY_USER_ROLES,
  canLinkUser,
  confirmMessages,
  DEFAULT_COMPANY_USER_ROLE,
  failureMessages,
  isStaffAdminRole,
  ROUTES,
  successMessages,
} from '@vigil/domain'
import {
  Button,
  Card,
  ComboBox,
  CompanyUserCard,
  type CompanyUserDetails,
  ConfirmDialog,
  EmptyState,
  Inline,
  LinkButton,
  notify,
  Select,
  Spinner,
  Stack,
} from '@vigil/ui'
import { type FormEvent, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import {
  isCompaniesKey,
  linkCompanyUser,
  logCompanyFailure,
  removeCompany,
  unlinkCompanyUser,
  useCompany,
  useCompanyUsers,
  useLinkableUsers,
} from '../../data/companies.ts'

/** /agent/companies/{companyId}/view and /link-user: the company, its users, and (link mode) the link form. */
export function CompanyView({ linkMode }: { linkMode: boolean }) {
  usePageTitle(linkMode ? 'Link User' : 'View Company')
  const companyId = Number(useParams().companyId)
  const navigate = useNavigate()
  const { session } = useSession()
  const { mutate } = useSWRConfig()
  const company = useCompany(companyId)
  const users = useCompanyUsers(companyId)
  const [deleting, setDeleting] = useState(false)
  const [askingDelete, setAskingDelete] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const [askingRemove, setAskingRemove] = useState<CompanyUserDetails | null>(null)
  const name = company.data?.items[0]?.name

  if (company.isLoading) return <Spinner label="Loading the company" showLabel />
  if (!name) return <EmptyState title="Company not found" />
  // Spec §6: only an agent or admin deletes a company or removes its users.
  const mayManage = isStaffAdminRole(session?.userRole)

  const remove = async () => {
    setDeleting(true)
    try {
      await removeCompany(companyId)
      // The list fetched moments ago would otherwise be shown again, deleted company included.
      await mutate(isCompaniesKey)
      notify(successMessages.companyDeleted(name))
      navigate(ROUTES.companies)
    } catch (error) {
      logCompanyFailure('delete', error)
      notify(failureMessages.companyNotDeleted(name), 'error')
      setDeleting(false)
      setAskingDelete(false)
    }
  }

  const unlink = async (user: CompanyUserDetails) => {
    const userName = personName(user)
    setRemoving(user.id)
    try {
      await unlinkCompanyUser(companyId, user.id)
      await users.mutate()
      notify(successMessages.userRemoved(userName, name))
    } catch (error) {
      logCompanyFailure('remove user', error)
      notify(failureMessages.userNotRemoved(userName, name), 'error')
    } finally {
      setRemoving(null)
      setAskingRemove(null)
    }
  }

  const linked = users.data?.items ?? []
  return (
    <Stack $gap={4}>
      <Inline $justify="between" $gap={3}>
        <Heading>{name}</Heading>
        <Inline $gap={2}>
          {!linkMode && (
            <LinkButton variant="secondary" href={`/agent/companies/${companyId}/link-user`}>
              Link a Company User
            </LinkButton>
          )}
          {mayManage && (
            <Button variant="danger" onPress={() => setAskingDelete(true)}>
              Delete Company
            </Button>
          )}
        </Inline>
      </Inline>
      {linkMode && (
        <LinkUserForm
          companyId={companyId}
          companyName={name}
          linkedIds={linked.map((user) => user.id)}
          onLinked={() => users.mutate()}
        />
      )}
      <Subheading>Existing Users</Subheading>
      {users.isLoading ? (
        <Spinner label="Loading users" showLabel />
      ) : linked.length === 0 ? (
        <EmptyState title="No users linked to this company yet." />
      ) : (
        <Stack $gap={3}>
          {linked.map((user) => (
            <CompanyUserCard
              key={user.id}
              user={user}
              removing={removing === user.id}
              onRemove={mayManage ? () => setAskingRemove(user) : undefined}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        isOpen={askingDelete}
        title={confirmMessages.deleteCompany.title(name)}
        confirmLabel="Delete Company"
        pendingLabel="Deleting..."
        isPending={deleting}
        onCancel={() => setAskingDelete(false)}
        onConfirm={remove}
      >
        <p>{confirmMessages.deleteCompany.body(name)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={askingRemove !== null}
        title={askingRemove ? confirmMessages.removeFromCompany.title(personName(askingRemove), name) : ''}
        confirmLabel="Remove from company"
        pendingLabel="Removing..."
        isPending={askingRemove !== null && removing === askingRemove.id}
        onCancel={() => setAskingRemove(null)}
        onConfirm={() => askingRemove && unlink(askingRemove)}
      >
        <p>{askingRemove ? confirmMessages.removeFromCompany.body(personName(askingRemove), name) : null}</p>
      </ConfirmDialog>
    </Stack>
  )
}

const personName = (user: Pick<CompanyUserDetails, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`

function LinkUserForm({
  companyId,
  companyName,
  linkedIds,
  onLinked,
}: {
  companyId: number
  companyName: string
  linkedIds: readonly number[]
  onLinked: () => Promise<unknown>
}) {
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null)
  // Once a user is picked the field shows their name: no new search until the text is changed again.
  const candidates = useLinkableUsers(picked ? '' : text)
  const userId = picked?.id ?? null
  const [role, setRole] = useState<string>(DEFAULT_COMPANY_USER_ROLE)
  const [linking, setLinking] = useState(false)
  const found = (candidates.data?.items ?? [])
    .filter((user) => !linkedIds.includes(user.id))
    .map((user) => ({ id: String(user.id), label: `${user.firstName} ${user.lastName} (${user.email})` }))
  const options = picked ? [picked] : found

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canLinkUser({ userId: Number(userId), companyId, role })) return
    setLinking(true)
    try {
      await linkCompanyUser(companyId, Number(userId), role)
      notify(successMessages.userLinked(picked?.label ?? '', companyName))
      setPicked(null)
      setText('')
      await onLinked()
    } catch (error) {
      logCompanyFailure('link user', error)
    } finally {
      setLinking(false)
    }
  }

  return (
    <Card as="form" onSubmit={submit} aria-label="Link New User">
      <Stack $gap={4}>
        <ComboBox
          label="Link New User"
          placeholder="Select a user"
          items={options}
          inputValue={text}
          onInputChange={(next) => {
            setText(next)
            if (next !== picked?.label) setPicked(null)
          }}
          selectedKey={userId}
          onSelectionChange={(id) => {
            const choice = options.find((option) => option.id === id) ?? null
            setPicked(choice)
            if (choice) setText(choice.label)
          }}
          emptyMessage="No user found"
          isLoading={candidates.isLoading}
        />
        <Select
          label="Role"
          options={COMPANY_USER_ROLES.map((option) => ({ id: option, label: option }))}
          selectedKey={role}
          onSelectionChange={(id) => setRole(id ?? DEFAULT_COMPANY_USER_ROLE)}
        />
        <Button
          type="submit"
          isDisabled={!canLinkUser({ userId: Number(userId), companyId, role })}
          isPending={linking}
          pendingLabel="Linking..."
        >
          Link
        </Button>
      </Stack>
    </Card>
  )
}

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`

const Subheading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`
