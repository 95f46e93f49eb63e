import { usePageTitle, useSession } from '@vigil/app-kit'
import {
  CLIENT_SORT_OPTIONS,
  CLIENTS_PAGE_SIZE,
  type ClientSortOption,
  DEFAULT_LIST_SORT,
  isClientSortOption,
  menuForRole,
} from '@vigil/domain'
import { EmptyState, ListPager, SearchSortBar, Spinner, Stack, VisuallyHidden } from '@vigil/ui'
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useClientPage } from '../../data/clients.ts'
import { ClientList } from './ClientList.tsx'

const sortOptions = CLIENT_SORT_OPTIONS.map((option) => ({ id: option, label: option }))

/** /agent/clients/all: account holders with tracked vehicles, searched and sorted by the server, live. */
export function Clients() {
  usePageTitle('Agent')
  const { session } = useSession()
  const heading = menuForRole(session?.userRole ?? '').find((entry) => entry.id === 'clients')?.label ?? 'Clients'
  // The search text lives in the address (?search=), so a reload and the way back keep it; typing replaces the entry
  // rather than adding one a keystroke.
  const [query, setQuery] = useSearchParams()
  const searchText = query.get('search') ?? ''
  const [sort, setSort] = useState<ClientSortOption>(DEFAULT_LIST_SORT)
  const [pageIndex, setPageIndex] = useState(0)

  const clients = useClientPage(searchText, sort, pageIndex)
  const holders = clients.data?.items
  const total = clients.data?.totalCount ?? 0

  const search = useCallback(
    (text: string) => {
      setQuery(
        (before) => {
          const after = new URLSearchParams(before)
          if (text) after.set('search', text)
          else after.delete('search')
          return after
        },
        { replace: true },
      )
      setPageIndex(0)
    },
    [setQuery],
  )
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
        ) : !holders ? (
          // A list that failed is not an empty one: saying none were found would be untrue.
          <EmptyState
            title={`The ${heading.toLowerCase()} could not load`}
            description="Reload the page to try again."
          />
        ) : !holders.length ? (
          <EmptyState title={`No ${heading.toLowerCase()} found`} description="Try another name or registration." />
        ) : (
          <Stack $gap={4}>
            <ClientList holders={holders} busy={clients.isValidating} />
            <ListPager
              pageIndex={clients.data?.pageIndex ?? pageIndex}
              pageSize={CLIENTS_PAGE_SIZE}
              totalCount={total}
              onPageChange={setPageIndex}
            />
          </Stack>
        )}
      </Stack>
    </section>
  )
}
