import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { DeviceOnlineCard } from './DeviceOnlineCard.tsx'

const meta = {
  title: 'Checklist/DeviceOnlineCard',
  component: DeviceOnlineCard,
  args: { latitude: -26.1076, longitude: 28.0567, altitude: 1612, eventDate: '2025-03-14T08:42:15Z' },
} satisfies Meta<typeof DeviceOnlineCard>

export default meta
type Story = StoryObj<typeof meta>

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Device is Online' })
    await expect(within(card).getByText('Latitude').nextElementSibling).toHaveTextContent('-26.1076')
    await expect(within(card).getByText('Altitude').nextElementSibling).toHaveTextContent('1612')
    await expect(within(card).getByText('Event date').nextElementSibling).toHaveTextContent('14 Mar 2025, 10:42:15')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Online }).map(([name, story]) => (
        <DeviceOnlineCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
