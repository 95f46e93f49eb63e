import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { HistoryCard, type HistoryCardEntry } from './HistoryCard.tsx'

const none = {
  isLocked: null,
  lastKnownGpsLatitudeDegrees: null,
  lastKnownGpsLongitudeDegrees: null,
} satisfies Partial<HistoryCardEntry>

const meta = {
  title: 'History/HistoryCard',
  component: HistoryCard,
  args: {
    entry: {
      ...none,
      id: 1,
      type: 'LockState',
      dateTime: '2025-03-14T08:42:00Z',
      isLocked: true,
      isLockedByUserFirstName: 'Thandi',
      isLockedByUserLastName: 'Nkosi',
      isLockedChangedByAdminUser: true,
    },
  },
} satisfies Meta<typeof HistoryCard>

export default meta
type Story = StoryObj<typeof meta>

const factValue = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling

export const LockedByAdmin: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Lock state' })).toBeVisible()
    await expect(within(canvasElement).getByText('14 Mar 2025, 10:42')).toBeVisible()
    await expect(factValue(canvasElement, 'Locked by')).toHaveTextContent('Thandi Nkosi')
    await expect(factValue(canvasElement, 'Changed by an admin')).toHaveTextContent('Yes')
  },
}

export const UnlockedByAccountHolder: Story = {
  args: {
    entry: {
      ...none,
      id: 2,
      type: 'LockState',
      dateTime: '2025-03-14T09:10:00Z',
      isLocked: false,
      isLockedByUserFirstName: 'Sipho',
      isLockedByUserLastName: 'Dlamini',
      isLockedChangedByAdminUser: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(factValue(canvasElement, 'Unlocked by')).toHaveTextContent('Sipho Dlamini')
    await expect(factValue(canvasElement, 'Changed by an admin')).toHaveTextContent('No')
  },
}

export const TamperAlertCancelled: Story = {
  args: {
    entry: {
      ...none,
      id: 3,
      type: 'TamperAlert',
      dateTime: '2025-03-13T22:05:00Z',
      tamperCarBatteryState: 0,
      tamperGpsState: null,
      tamperCancelled: true,
      tamperCancelledByUserFirstName: 'Thandi',
      tamperCancelledByUserLastName: 'Nkosi',
      lastKnownGpsLatitudeDegrees: -26.1076,
      lastKnownGpsLongitudeDegrees: 28.0567,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(factValue(canvasElement, 'Tamper')).toHaveTextContent('Car battery disconnected')
    await expect(factValue(canvasElement, 'Cancelled by')).toHaveTextContent('Thandi Nkosi')
  },
}

export const TamperAlertActive: Story = {
  args: {
    entry: {
      ...none,
      id: 4,
      type: 'TamperAlert',
      dateTime: '2025-03-13T22:05:00Z',
      tamperCarBatteryState: 1,
      tamperGpsState: null,
      tamperCancelled: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(factValue(canvasElement, 'Tamper')).toHaveTextContent('Car battery connected')
    await expect(within(canvasElement).queryByText('GPS')).toBeNull()
    await expect(within(canvasElement).queryByText('Cancelled by')).toBeNull()
  },
}

export const AuraCallout: Story = {
  args: {
    entry: {
      ...none,
      id: 5,
      type: 'AuraCallout',
      dateTime: '2025-03-12T17:30:00Z',
      auraCalloutStatus: 'Dispatched',
      auraCalloutCreatedByUserFirstName: 'Lerato',
      auraCalloutCreatedByUserLastName: 'Mokoena',
      lastKnownGpsLatitudeDegrees: -33.9249,
      lastKnownGpsLongitudeDegrees: 18.4241,
    },
  },
}

export const CapitalAirIncident: Story = {
  args: {
    entry: {
      ...none,
      id: 6,
      type: 'CapitalAirIncident',
      dateTime: '2025-03-11T06:15:00Z',
      capitalAirIncidentStatus: 'Open',
      capitalAirIncidentCreatedByUserFirstName: 'Lerato',
      capitalAirIncidentCreatedByUserLastName: 'Mokoena',
    },
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({
        LockedByAdmin,
        UnlockedByAccountHolder,
        TamperAlertCancelled,
        TamperAlertActive,
        AuraCallout,
        CapitalAirIncident,
      }).map(([name, story]) => (
        <HistoryCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
