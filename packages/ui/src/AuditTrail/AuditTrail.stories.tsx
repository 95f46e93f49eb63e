import type { Meta, StoryObj } from '@storybook/react-vite'
import { type AuditFilters, NO_AUDIT_FILTERS } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AuditTrail, type AuditTrailProps } from './AuditTrail.tsx'
import { auditEntries } from './auditEntries.fixture.ts'

/** Holds the filters the way the page does, so typing in a story filters nothing but shows the fields working. */
function Stateful(props: AuditTrailProps) {
  const [filters, setFilters] = useState<AuditFilters>(props.filters)
  return (
    <AuditTrail
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next)
        props.onFiltersChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Admin/AuditTrail',
  component: AuditTrail,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    entries: auditEntries,
    totalCount: 132,
    pageIndex: 0,
    pageSize: 50,
    filters: NO_AUDIT_FILTERS,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof AuditTrail>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Audit trail' })).toBeVisible()
    const list = within(canvas.getByRole('list', { name: 'Audit entries' }))
    await expect(list.getByText('Storm of wrong passwords')).toBeVisible()
    await expect(list.getByText('25 failed sign-ins in 15 minutes')).toBeVisible()
    await expect(list.getAllByText('Alert')).toHaveLength(2)
    await expect(canvas.getByText('1–50 of 132')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await expect(args.onExport).toHaveBeenCalled()
  },
}

/** Nothing to export: Export CSV is hidden (not disabled), and the empty state says there are no entries. */
export const Empty: Story = { args: { entries: [], totalCount: 0 } }

/** Export CSV is hidden until there are entries to export. */
export const Loading: Story = { args: { state: 'loading', entries: [], totalCount: 0 } }

/** Export CSV is hidden: what failed to load cannot be exported either. */
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', entries: [], totalCount: 0, errorDetail: '500 Internal Server Error' },
}

export const Filtered: Story = {
  args: {
    filters: { ...NO_AUDIT_FILTERS, vehicle: 'CA 123', action: 'vehicle.lock', from: '2026-11-01', to: '2026-11-30' },
    entries: auditEntries.filter((item) => item.action === 'vehicle.lock'),
    totalCount: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: 'Vehicle' })).toHaveValue('CA 123')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_AUDIT_FILTERS)
  },
}

/** The filters find nothing: Export CSV is hidden (it would download an empty file); the empty state says why. */
export const FilteredEmpty: Story = {
  args: { filters: { ...NO_AUDIT_FILTERS, person: 'nobody' }, entries: [], totalCount: 0 },
}

/** FilteredEmpty, checked: no Export CSV button while nothing matches. */
export const NothingToExport: Story = {
  args: FilteredEmpty.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No entries match these filters')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  },
}

/** Two days chosen, shown dd/mm/yyyy whatever the browser's locale (the screenshot's browser is en-US). */
export const DaysChosen: Story = {
  args: {
    filters: { ...NO_AUDIT_FILTERS, from: '2026-11-01', to: '2026-11-30' },
    entries: auditEntries.filter((item) => item.on.startsWith('2026-11-27')),
    totalCount: 11,
  },
}

/**
 * The days are typed and shown dd/mm/yyyy (en-GB) whatever the browser's locale (en-US in the story runs), and
 * reach the filters as ISO days, which the query takes as South Africa's days.
 */
export const DaysInEnGb: Story = {
  name: 'Days in en-GB',
  args: DaysChosen.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'From' })).toHaveTextContent('01/11/2026')
    const to = canvas.getByRole('group', { name: 'To' })
    await expect(to).toHaveTextContent('30/11/2026')
    await userEvent.click(within(to).getByRole('spinbutton', { name: /day/i }))
    await userEvent.keyboard('05112026')
    await expect(to).toHaveTextContent('05/11/2026')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_AUDIT_FILTERS,
      from: '2026-11-01',
      to: '2026-11-05',
    })
  },
}

export const Exporting: Story = { args: { exporting: true } }
