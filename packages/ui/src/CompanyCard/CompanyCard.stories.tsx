import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { CompanyCard } from './CompanyCard.tsx'

const meta = {
  title: 'Companies/CompanyCard',
  component: CompanyCard,
  args: {
    company: { name: 'FleetCo Logistics', companyUsers: [{}, {}, {}], vehicles: [{}] },
    viewHref: '/agent/companies/5/view',
    linkUserHref: '/agent/companies/5/link-user',
  },
} satisfies Meta<typeof CompanyCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CardMenu: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'FleetCo Logistics' })).toHaveAttribute(
      'href',
      '/agent/companies/5/view',
    )
    await expect(canvas.getByText('3 users · 1 vehicle')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for FleetCo Logistics' }))
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'View Company' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'Link a Company User' })).toHaveAttribute(
      'href',
      '/agent/companies/5/link-user',
    )
    await userEvent.keyboard('{Escape}')
  },
}

export const NewCompany: Story = {
  args: { company: { name: 'Karoo Couriers', companyUsers: [], vehicles: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 users · 0 vehicles')).toBeVisible()
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Default, NewCompany }).map(([name, story]) => (
        <CompanyCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
