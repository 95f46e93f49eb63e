import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ConnectivityBanner } from './ConnectivityBanner.tsx'

const meta = {
  title: 'Checklist/ConnectivityBanner',
  component: ConnectivityBanner,
  args: { connectivity: 'phone-offline' },
} satisfies Meta<typeof ConnectivityBanner>

export default meta
type Story = StoryObj<typeof meta>

export const PhoneOffline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your phone is offline.')
  },
}

export const Reconnecting: Story = { args: { connectivity: 'reconnecting' } }

export const Online: Story = {
  args: { connectivity: 'online' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement()
  },
}

// Loki skips stories with play functions, so the offline bar also has a screenshot of its own.
export const PhoneOfflineBar: Story = {}
