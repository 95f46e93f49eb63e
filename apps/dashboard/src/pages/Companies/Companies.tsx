import { usePageTitle } from '@vigil/app-kit'
import {
  COMPANY_SORT_OPTIONS,
  type CompanySortOption,
  DEFAULT_LIST_SORT,
  isCompanySortOption,
  searchCompanies,
  sortCompanies,
} from '@vigil/domain'
import { CompanyCard, EmptyState, SearchSortBar, Spinner, Stack, VisuallyHidden } from '@vigil/ui'
import { useState } from 'react'
import { useCompanies } from '../../data/companies.ts'

const sortOptions = COMPANY_SORT_OPTIONS.map((option) => ({ id: option, label: option }))

/** /agent/companies/all: the companies the caller may see, searched and sorted here (spec §7). */
export function Companies() {
  usePageTitle('Agent')
  const [searchText, setSearchText] = useState('')
  const [sort, setSort] = useState<CompanySortOption>(DEFAULT_LIST_SORT)
  const { data, isLoading } = useCompanies()
  const companies = sortCompanies(searchCompanies(data?.items ?? [], searchText), sort)

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
          onSearchChange={setSearchText}
          sortOptions={sortOptions}
          sortKey={sort}
          onSortChange={(id) => isCompanySortOption(id) && setSort(id)}
        />
        {isLoading ? (
          <Spinner label="Loading companies" showLabel />
        ) : companies.length === 0 ? (
          <EmptyState title={searchText ? 'No company matches the search' : 'No companies yet'} />
        ) : (
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
        )}
      </Stack>
    </section>
  )
}
