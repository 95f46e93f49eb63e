import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry, type AuditFilters, NO_AUDIT_FILTERS } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { DateTimePicker } from '../DateTimePicker/index.ts'
import { EmptyState } from '../EmptyState/index.ts'
import { DownloadIcon } from '../icons/index.ts'
import { ListPager } from '../ListPager/index.ts'
import { Inline, Stack } from '../layout/index.ts'
import { Select } from '../Select/index.ts'
import { Spinner } from '../Spinner/index.ts'
import { TextField } from '../TextField/index.ts'
import { media, vars } from '../theme/index.ts'
import { UnexpectedError } from '../UnexpectedError/index.ts'
import { AuditEntryList } from './AuditEntryList.tsx'

export type AuditTrailState = 'loading' | 'error' | 'ready'

export interface AuditTrailProps {
  state: AuditTrailState
  /** The page of entries, newest first. */
  entries: readonly AuditEntry[]
  totalCount: number
  pageIndex: number
  pageSize: number
  filters: AuditFilters
  onFiltersChange(filters: AuditFilters): void
  onPageChange(pageIndex: number): void
  /** Downloads every entry the filters find as CSV. */
  onExport(): void
  exporting?: boolean
  /** The failure's message or status, for the error state. */
  errorDetail?: string
}

const ANY_ACTION = 'any'
const actionOptions = [
  { id: ANY_ACTION, label: 'Any action' },
  ...AUDIT_ACTIONS.map((id) => ({ id, label: AUDIT_ACTION_LABELS[id] })),
]

const isFiltered = (filters: AuditFilters) =>
  (Object.keys(filters) as (keyof AuditFilters)[]).some((key) => filters[key].trim() !== '')

/**
 * The Admin's audit screen: filters by person, vehicle, action and days (dd/mm/yyyy, South Africa's days), the entries
 * page by page, and CSV export. Export is offered only when there are entries to export: while the list loads, fails
 * or is empty, the button is not there (the empty state says why there is nothing).
 */
export function AuditTrail({
  state,
  entries,
  totalCount,
  pageIndex,
  pageSize,
  filters,
  onFiltersChange,
  onPageChange,
  onExport,
  exporting = false,
  errorDetail,
}: AuditTrailProps) {
  const headingId = useId()
  const set = (patch: Partial<AuditFilters>) => onFiltersChange({ ...filters, ...patch })
  const filtered = isFiltered(filters)

  return (
    <Stack as="section" aria-labelledby={headingId} $gap={4}>
      <Inline $justify="between" $wrap>
        <Heading id={headingId}>Audit trail</Heading>
        {state === 'ready' && totalCount > 0 ? (
          <Button
            variant="secondary"
            icon={<DownloadIcon size={16} />}
            onPress={onExport}
            isPending={exporting}
            pendingLabel="Exporting"
          >
            Export CSV
          </Button>
        ) : null}
      </Inline>
      <Filters role="search" aria-label="Filter the audit trail">
        <TextField label="Person" value={filters.person} onChange={(person) => set({ person })} type="search" />
        <TextField label="Vehicle" value={filters.vehicle} onChange={(vehicle) => set({ vehicle })} type="search" />
        <Select
          label="Action"
          options={actionOptions}
          selectedKey={filters.action || ANY_ACTION}
          onSelectionChange={(id) =>
            set({ action: id === null || id === ANY_ACTION ? '' : (id as AuditFilters['action']) })
          }
        />
        <Day>
          <DateTimePicker
            label="From"
            granularity="day"
            value={filters.from || null}
            maxValue={filters.to || undefined}
            onChange={(from) => set({ from: from ?? '' })}
          />
        </Day>
        <Day>
          <DateTimePicker
            label="To"
            granularity="day"
            value={filters.to || null}
            minValue={filters.from || undefined}
            onChange={(to) => set({ to: to ?? '' })}
          />
        </Day>
        {filtered ? (
          <Button variant="ghost" onPress={() => onFiltersChange(NO_AUDIT_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </Filters>
      {state === 'loading' ? (
        <Spinner label="Loading the audit trail" showLabel />
      ) : state === 'error' ? (
        <UnexpectedError detail={errorDetail} />
      ) : entries.length === 0 ? (
        <EmptyState
          title={filtered ? 'No entries match these filters' : 'No entries yet'}
          description={filtered ? 'Change or clear the filters to see more.' : undefined}
        />
      ) : (
        <Stack $gap={3}>
          <AuditEntryList entries={entries} label="Audit entries" />
          <ListPager
            pageIndex={pageIndex}
            pageSize={pageSize}
            totalCount={totalCount}
            onPageChange={onPageChange}
            previousLabel="Newer"
            nextLabel="Older"
          />
        </Stack>
      )}
    </Stack>
  )
}

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
`

/** One day filter's cell: the two sit side by side on a phone. */
const Day = styled.div`
  min-width: 0;
`

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${vars.space3};
  ${media.mobile} {
    grid-template-columns: 1fr 1fr;
    & > * {
      grid-column: 1 / -1;
    }
    & > ${Day} {
      grid-column: auto;
    }
  }
`
