import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EventCardList } from './EventCardList.tsx'

const meta = {
  title: 'Checklist/EventCardList',
  component: EventCardList,
  args: {
    label: 'Motor state events',
    events: [
      {
        deviceEventId: 903,
        dataDateTime: '2025-03-14T08:42:15Z',
        details: [{ label: 'Motor state', value: 'Locked' }],
      },
      {
        deviceEventId: 902,
        dataDateTime: '2025-03-14T08:41:50Z',
        details: [{ label: 'Motor state', value: 'Unlocked' }],
      },
      {
        deviceEventId: 901,
        dataDateTime: '2025-03-14T08:40:05Z',
        details: [{ label: 'Motor state', value: 'Locked' }],
      },
    ],
  },
} satisfies Meta<typeof EventCardList>

export default meta
type Story = StoryObj<typeof meta>

export const LatestHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveAttribute('aria-current', 'true')
    await expect(within(items[0]!).getByText('Latest')).toBeVisible()
    await expect(items[0]).toHaveTextContent('14/03/2025, 10:42:15')
    await expect(items[1]).not.toHaveAttribute('aria-current')
  },
}

export const TamperEvents: Story = {
  args: {
    label: 'Tamper events',
    events: [
      {
        deviceEventId: 77,
        dataDateTime: '2025-03-14T09:02:44Z',
        details: [
          { label: 'Car battery', value: 'Disconnected' },
          { label: 'Cancelled', value: 'No' },
        ],
      },
    ],
  },
}

export const Empty: Story = { args: { events: [] } }
