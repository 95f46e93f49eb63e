import { Input, Label, SearchField } from 'react-aria-components'
import styled from 'styled-components'
import { SearchIcon } from '../icons/index.ts'
import { Select, type SelectOption } from '../Select/index.ts'
import { type TabItem, Tabs } from '../Tabs/index.ts'
import { fieldFrame } from '../TextField/index.ts'
import { media, vars } from '../theme/index.ts'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(160px, 220px);
  gap: ${vars.space3};
  align-items: end;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`

const Search = styled(SearchField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  & label { font-size: ${vars.fontSizeSm}; font-weight: ${vars.fontWeightMedium}; }
`

const SearchFrame = styled.div`
  ${fieldFrame}
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  padding: 0 ${vars.space3};
  & input { flex: 1; min-width: 0; min-height: 42px; border: none; outline: none; background: transparent; font: inherit; color: inherit; }
  & input::-webkit-search-cancel-button { display: none; }
`

export interface SearchSortBarProps {
  searchLabel?: string
  searchPlaceholder?: string
  searchText: string
  onSearchChange: (text: string) => void
  sortLabel?: string
  /** e.g. Latest, Active alerts, A - Z, Z - A. */
  sortOptions: readonly SelectOption[]
  sortKey: string
  onSortChange: (id: string) => void
  /** Filter tabs; the default is 'All'. Omit to hide them. */
  filters?: readonly TabItem[]
  filterKey?: string
  onFilterChange?: (id: string) => void
}

/** The bar above every list: search text, sort order and filter tabs. */
export function SearchSortBar({
  searchLabel = 'Search',
  searchPlaceholder,
  searchText,
  onSearchChange,
  sortLabel = 'Sort by',
  sortOptions,
  sortKey,
  onSortChange,
  filters,
  filterKey,
  onFilterChange,
}: SearchSortBarProps) {
  return (
    <Root>
      {filters && filters.length > 0 ? (
        <Tabs
          label="Filter"
          level="sub"
          tabs={filters}
          selectedKey={filterKey ?? filters[0]!.id}
          onSelectionChange={onFilterChange}
        />
      ) : null}
      <Row>
        <Search value={searchText} onChange={onSearchChange}>
          <Label>{searchLabel}</Label>
          <SearchFrame>
            <SearchIcon />
            <Input placeholder={searchPlaceholder} />
          </SearchFrame>
        </Search>
        <Select
          label={sortLabel}
          options={sortOptions}
          selectedKey={sortKey}
          onSelectionChange={(id) => id && onSortChange(id)}
        />
      </Row>
    </Root>
  )
}
