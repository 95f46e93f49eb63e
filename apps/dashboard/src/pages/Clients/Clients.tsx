import { usePageTitle, useSession } from '@vigil/app-kit'
import {
  CLIENT_SORT_OPTIONS,
  CLIENTS_PAGE_SIZE,
  type ClientSortOption,
  DEFAULT_LIST_SORT,
  isClientSortOption,
  menuForRole,
} from '@vigil/domain'
import { Button, EmptyState, Inline, SearchSortBar, Spinner, Stack, VisuallyHidden } from '@vigil/ui'
import { useCallback, useState } from 'react'
import { useClientPage } from '../../data/clients.ts'
import { ClientList } from './ClientList.tsx'

const sortOptions = CLIENT_SORT_OPTIONS.map((option) => ({ id: option, label: option }))

/** /agent/clients/all: account holders with tracked vehicles, searched and sorted by the server, live. */
export function Clients() {
  usePageTitle('Agent')
  const { session } = useSession()
  const heading = menuForRole(session?.userRole ?? '').find((entry) => entry.id === 'clients')?.label ?? 'Clients'
  const [searchText, setSearchText] = useState('')
  const [sort, setSort] = useState<ClientSortOption>(DEFAULT_LIST_SORT)
  const [pageIndex, setPageIndex] = useState(0)

  const clients = useClientPage(searchText, sort, pageIndex)
  const holders = clients.data?.items
  const total = clients.data?.totalCount ?? 0
  const first = pageIndex * CLIENTS_PAGE_SIZE
  const pages = Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE))

  const search = useCallback((text: string) => {
    setSearchText(text)
    setPageIndex(0)
  }, [])
  const sortBy = useCallback((id: string) => {
    if (isClientSortOption(id)) setSort(id)
    setPageIndex(0)
  }, [])

  return (
    <section aria-labelledby="clients-heading">
      <VisuallyHidden as="h1" id="clients-heading">
        {heading}
      </VisuallyHidden>
      <Stack $gap={4}>
        <SearchSortBar
          searchLabel={`Search ${heading.toLowerCase()}`}
          searchPlaceholder="Name, vehicle or registration"
          searchText={searchText}
          onSearchChange={search}
          sortOptions={sortOptions}
          sortKey={sort}
          onSortChange={sortBy}
        />
        {!holders && !clients.error ? (
          <Spinner label={`Loading ${heading.toLowerCase()}`} showLabel />
        ) : !holders?.length ? (
          <EmptyState title={`No ${heading.toLowerCase()} found`} description="Try another name or registration." />
        ) : (
          <Stack $gap={4}>
            <ClientList holders={holders} busy={clients.isValidating} />
            <Inline $justify="between" $align="center">
              <span role="status">
                {first + 1}–{first + holders.length} of {total}
              </span>
              <Inline $gap={2}>
                <Button variant="secondary" isDisabled={pageIndex === 0} onPress={() => setPageIndex(pageIndex - 1)}>
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={pageIndex + 1 >= pages}
                  onPress={() => setPageIndex(pageIndex + 1)}
                >
                  Next
                </Button>
              </Inline>
            </Inline>
          </Stack>
        )}
      </Stack>
    </section>
  )
}
