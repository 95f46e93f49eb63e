import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OutstandingClientRow } from './OutstandingClientRow.tsx'

const meta = {
  title: 'Onboarding/OutstandingClientRow',
  component: OutstandingClientRow,
  args: {
    client: {
      id: 12,
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: 'thandi.nkosi@example.co.za',
      phoneCode: 27,
      phoneNumber: '821234567',
      createdOnDateTime: '2026-03-02T08:15:00Z',
    },
  },
} satisfies Meta<typeof OutstandingClientRow>

export default meta
type Story = StoryObj<typeof meta>

export const NoVehicleYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
      'href',
      '/agent/onboarding/client/12/add-driver',
    )
  },
}

export const LongEmail: Story = {
  args: {
    client: {
      id: 13,
      firstName: 'Bongani',
      lastName: 'van der Merwe-Dlamini',
      email: 'bongani.vandermerwe-dlamini.accounts@averylongcompanyname.co.za',
      phoneCode: 27,
      phoneNumber: '731234567',
      createdOnDateTime: '2026-01-20T10:00:00Z',
    },
  },
}
