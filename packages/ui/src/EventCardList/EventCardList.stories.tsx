import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { EventCardList } from './EventCardList.tsx'

const meta = {
  title: 'Checklist/EventCardList',
  component: EventCardList,
  args: {
    label: 'Motor state events',
    events: [
      { deviceEventId: 901, dataDateTime: '2025-03-14T08:40:05Z', motorStateId: 1 },
      { deviceEventId: 903, dataDateTime: '2025-03-14T08:42:15Z', motorStateId: 1 },
      { deviceEventId: 902, dataDateTime: '2025-03-14T08:41:50Z', motorStateId: 0 },
    ],
  },
} satisfies Meta<typeof EventCardList>

export default meta
type Story = StoryObj<typeof meta>

export const MotorStateLatestHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    // The latest by data time is highlighted, wherever it sits in the list.
    await expect(items[1]).toHaveAttribute('aria-current', 'true')
    await expect(within(items[1]!).getByText('Latest')).toBeVisible()
    await expect(items[1]).toHaveTextContent('14 Mar 2025, 10:42:15')
    await expect(items[2]).toHaveTextContent('Unlocked')
    await expect(items[0]).not.toHaveAttribute('aria-current')
  },
}

export const ErrorInfo: Story = {
  args: {
    label: 'Ignition error events',
    events: [
      {
        deviceEventId: 51,
        dataDateTime: '2025-03-14T08:50:00Z',
        errorMessage: 'Ignition on while locked',
        source: 'ignition',
      },
    ],
  },
}

export const Tamper: Story = {
  args: {
    label: 'Tamper events',
    events: [
      { deviceEventId: 77, dataDateTime: '2025-03-14T09:02:44Z', carBatteryStateId: 0, cancelled: false },
      { deviceEventId: 76, dataDateTime: '2025-03-14T09:01:10Z', carBatteryStateId: 1, cancelled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('Disconnected')
  },
}

export const Sos: Story = {
  args: {
    label: 'SOS events',
    events: [{ deviceEventId: 88, dataDateTime: '2025-03-14T09:10:00Z', sosStateId: 1 }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SOS').nextElementSibling).toHaveTextContent('Alert')
  },
}

export const Empty: Story = { args: { events: [] } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ MotorStateLatestHighlighted, ErrorInfo, Tamper, Sos }).map(([name, story]) => (
        <EventCardList key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
