import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs } from './Tabs.tsx'

const topTabs = [
  { id: 'clients', label: 'Clients', href: '#/agent/clients/all' },
  { id: 'onboarding', label: 'Onboarding', href: '#/agent/onboarding' },
  { id: 'companies', label: 'Companies', href: '#/agent/companies/all' },
  { id: 'burnin', label: 'Burn In', href: '#/agent/burnin/all' },
]

const onboardingTabs = [
  { id: 'outstanding-details', label: 'Outstanding details', href: '#/agent/onboarding/outstanding-details' },
  { id: 'booking-pending', label: 'Booking pending', href: '#/agent/onboarding/booking-pending' },
  { id: 'scheduled', label: 'Scheduled', href: '#/agent/onboarding/scheduled' },
]

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Sections', tabs: topTabs, selectedKey: 'clients', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

export const TopTabs: Story = {}
export const WithOpenAlarms: Story = {
  args: {
    tabs: [
      topTabs[0]!,
      { id: 'alarms', label: 'Alarms', href: '#/agent/alarms/all', count: { value: 3, noun: 'open' } },
      ...topTabs.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    // The count is beside the label, read as words; the page title is left alone.
    await expect(within(canvasElement).getByRole('link', { name: 'Alarms 3 open' })).toBeInTheDocument()
  },
}
export const OnboardingSelected: Story = { args: { selectedKey: 'onboarding' } }
export const OnboardingSubTabs: Story = {
  args: { label: 'Onboarding', tabs: onboardingTabs, selectedKey: 'booking-pending', level: 'sub' },
}
export const AllSubTab: Story = {
  args: {
    label: 'Clients',
    tabs: [{ id: 'all', label: 'All', href: '#/agent/clients/all' }],
    selectedKey: 'all',
    level: 'sub',
  },
}
export const FilterTabs: Story = {
  args: {
    label: 'Filter',
    tabs: [
      { id: 'all', label: 'All' },
      { id: 'alerts', label: 'Active alerts' },
    ],
    selectedKey: 'all',
    level: 'sub',
  },
}

export const MarksTheCurrentRoute: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sections' })
    await expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Burn In' })).not.toHaveAttribute('aria-current')
    await userEvent.click(within(nav).getByRole('link', { name: 'Companies' }))
    await expect(args.onSelectionChange).toHaveBeenCalledWith('companies')
  },
}

export const FilterTabsChooseWithKeyboard: Story = {
  args: { ...FilterTabs.args },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Filter' })
    const choices = within(group).getAllByRole('radio')
    await expect(choices[0]).toBeChecked()
    await userEvent.click(choices[0]!)
    await userEvent.keyboard('{ArrowRight}')
    await expect(choices[1]).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('alerts')
  },
}
