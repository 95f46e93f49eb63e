import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { TrackerStatus } from './TrackerStatus.tsx'

const meta = {
  title: 'Vehicles/TrackerStatus',
  component: TrackerStatus,
  args: {
    vehicle: {
      deviceId: 100,
      deviceSerialNumber: 'VG-100234',
      deviceLastSeenDateTime: '2025-03-14T05:40:00Z',
      gpsDateTime: '2025-03-14T05:40:00Z',
    },
    onLinkDevice: fn(),
    now: new Date('2025-03-14T08:42:40Z'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof TrackerStatus>

export default meta
type Story = StoryObj<typeof meta>

export const NoTracker: Story = {
  args: { vehicle: { deviceId: null, deviceSerialNumber: null, deviceLastSeenDateTime: null, gpsDateTime: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No tracker linked')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Link a device' }))
    await expect(args.onLinkDevice).toHaveBeenCalledOnce()
  },
}

export const Silent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Silent for 3 h')
  },
}

export const NeverReported: Story = {
  args: {
    vehicle: { deviceId: 100, deviceSerialNumber: 'VG-100234', deviceLastSeenDateTime: null, gpsDateTime: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No report from this tracker yet')).toBeVisible()
  },
}

export const Reporting: Story = {
  args: {
    vehicle: {
      deviceId: 100,
      deviceSerialNumber: 'VG-100234',
      deviceLastSeenDateTime: '2025-03-14T08:42:00Z',
      gpsDateTime: '2025-03-14T08:42:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('')
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={4}>
      {Object.entries({ NoTracker, Silent, NeverReported }).map(([name, story]) => (
        <TrackerStatus key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
