import { usePageTitle } from '@vigil/app-kit'
import {
  COMPANY_SORT_OPTIONS,
  type CompanySortOption,
  DEFAULT_LIST_SORT,
  isCompanySortOption,
  PAGE_SIZE,
} from '@vigil/domain'
import { CompanyCard, EmptyState, ListPager, SearchSortBar, Spinner, Stack, VisuallyHidden } from '@vigil/ui'
import { useState } from 'react'
import { useCompanyPage } from '../../data/companies.ts'

const sortOptions = COMPANY_SORT_OPTIONS.map((option) => ({ id: option, label: option }))

/** /agent/companies/all: the companies the caller may see, searched, sorted and paged by the server (spec §7). */
export function Companies() {
  usePageTitle('Agent')
  const [searchText, setSearchText] = useState('')
  const [sort, setSort] = useState<CompanySortOption>(DEFAULT_LIST_SORT)
  const [pageIndex, setPageIndex] = useState(0)
  const { data, error } = useCompanyPage(searchText, sort, pageIndex)
  const companies = data?.items
  const total = data?.totalCount ?? 0

  return (
    <section aria-labelledby="companies-heading">
      <VisuallyHidden as="h1" id="companies-heading">
        Companies
      </VisuallyHidden>
      <Stack $gap={4}>
        <SearchSortBar
          searchLabel="Search companies"
          searchPlaceholder="Company name"
          searchText={searchText}
          onSearchChange={(text) => {
            setSearchText(text)
            setPageIndex(0)
          }}
          sortOptions={sortOptions}
          sortKey={sort}
          onSortChange={(id) => {
            if (isCompanySortOption(id)) setSort(id)
            setPageIndex(0)
          }}
        />
        {!companies && !error ? (
          <Spinner label="Loading companies" showLabel />
        ) : !companies ? (
          // A list that failed is not an empty one: saying 'No companies yet' would be untrue.
          <EmptyState title="The companies could not load" description="Reload the page to try again." />
        ) : !companies.length ? (
          <EmptyState title={searchText ? 'No company matches the search' : 'No companies yet'} />
        ) : (
          <Stack $gap={4}>
            <Stack $gap={3}>
              {companies.map((company) => (
                <CompanyCard
                  key={company.id}
                  company={company}
                  viewHref={`/agent/companies/${company.id}/view`}
                  linkUserHref={`/agent/companies/${company.id}/link-user`}
                />
              ))}
            </Stack>
            {/* The answer's page, not the one asked for: until the next page answers, the count tells of the one shown. */}
            <ListPager
              pageIndex={data?.pageIndex ?? pageIndex}
              pageSize={PAGE_SIZE}
              totalCount={total}
              onPageChange={setPageIndex}
            />
          </Stack>
        )}
      </Stack>
    </section>
  )
}
