import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from './Spinner.tsx'

const meta = {
  title: 'Foundations/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithVisibleLabel: Story = { args: { label: 'Loading history', showLabel: true } }

export const Large: Story = { args: { size: 40, label: 'Loading devices' } }

export const AnnouncesItsLabel: Story = {
  args: { label: 'Loading vehicles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading vehicles' })).toBeInTheDocument()
  },
}
