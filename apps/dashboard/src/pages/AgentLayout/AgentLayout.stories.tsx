import type { Meta, StoryObj } from '@storybook/react-vite'
import { menuForRole } from '@vigil/domain'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../stories/pageStory.tsx'

const meta = {
  title: 'Dashboard/Pages/AgentLayout',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const menuShows =
  (role: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }))
    const items = await within(canvasElement.ownerDocument.body).findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(menuForRole(role).map((entry) => entry.label))
  }

export const Admin: Story = { ...pageStory({ path: '/agent/clients/all', layoutOnly: true, role: 'Admin' }) }

export const AdminMenu: Story = {
  ...pageStory({ path: '/agent/clients/all', layoutOnly: true, role: 'Admin' }),
  play: menuShows('Admin'),
}

export const CompanyAdmin: Story = {
  ...pageStory({ path: '/agent/clients/all', layoutOnly: true, role: 'Company-Admin' }),
  play: menuShows('Company-Admin'),
}

export const OtherStaffRole: Story = {
  ...pageStory({ path: '/agent/onboarding/outstanding-details', layoutOnly: true, role: 'Sales-Agent' }),
  play: menuShows('Sales-Agent'),
}

export const OnboardingSubTabs: Story = {
  ...pageStory({ path: '/agent/onboarding/booking-pending', layoutOnly: true, role: 'Technical-Agent' }),
}

export const LiveUpdatesOff: Story = {
  ...pageStory({ path: '/agent/burnin/all', layoutOnly: true, role: 'Admin', hubConnects: false }),
}

export const ReconnectsWhenOffline: Story = {
  ...pageStory({ path: '/agent/companies/all', layoutOnly: true, role: 'Admin', hubConnects: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconnect' }))
    // The fake hub never connects: the attempts run again and give up again.
    await expect(await canvas.findByRole('button', { name: 'Reconnect' })).toBeVisible()
  },
}

export const VisitorIsSentToSignIn: Story = {
  ...pageStory({ path: '/agent/clients/all', layoutOnly: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}
