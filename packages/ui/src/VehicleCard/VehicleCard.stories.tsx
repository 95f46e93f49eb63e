import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CommandLife } from '@vigil/domain'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { rosebankDepot, sandtonHome } from '../GeofenceEditor/geofence.fixture.ts'
import { Stack } from '../layout/index.ts'
import { VehicleCard, type VehicleCardVehicle } from './VehicleCard.tsx'

const lockedVehicle: VehicleCardVehicle = {
  nickname: 'Work bakkie',
  make: 'Toyota',
  registrationNumber: 'CA 123-456',
  deviceId: 100,
  deviceSerialNumber: 'VG-100234',
  deviceActive: true,
  gpsDateTime: '2025-03-14T08:42:00Z',
  gpsReceivedDateTime: '2025-03-14T08:42:01Z',
  deviceLastSeenDateTime: '2025-03-14T08:42:00Z',
  gpsLatitudeDegrees: -26.1076,
  gpsLongitudeDegrees: 28.0567,
  isLocked: true,
  tamperActive: false,
  openAlarmIds: [],
  carBatteryMillivolts: 12_600,
  deviceBatteryMillivolts: 4_000,
  drivers: [{ firstName: 'Sipho', lastName: 'Dlamini', phoneCode: 27, phoneNumber: '0821234567' }],
}

const meta = {
  title: 'Vehicles/VehicleCard',
  component: VehicleCard,
  args: {
    vehicle: lockedVehicle,
    latestEventType: 'LockState',
    deviceStatus: { applicationVersion: '2.4.1', autoLockEnabledState: 1 },
    mapsApiKey: null,
    lockSubmitting: false,
    onToggleLock: fn(),
    onChangeDevice: fn(),
    onReactivate: fn(),
    onCopyCoordinates: fn(),
    onAlert: fn(),
    onAlertNoticeClear: fn(),
    // Ages are measured from a fixed time so screenshots stay the same.
    now: new Date('2025-03-14T08:42:40Z'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof VehicleCard>

export default meta
type Story = StoryObj<typeof meta>

export const Locked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Work bakkie' })).toBeVisible()
    await expect(canvas.getByText('Locked!')).toBeVisible()
    await expect(canvas.getByText('Enabled')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Call driver' })).toHaveAttribute('href', 'tel:+27821234567')
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }))
    await expect(args.onToggleLock).toHaveBeenCalledWith('Unlock')
    await userEvent.click(canvas.getByRole('button', { name: 'Change device VG-100234' }))
    await expect(args.onChangeDevice).toHaveBeenCalledOnce()
  },
}

export const Unlocked: Story = {
  args: {
    vehicle: { ...lockedVehicle, nickname: '', isLocked: false },
    deviceStatus: { applicationVersion: '2.4.1', autoLockEnabledState: 0 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Toyota' })).toBeVisible()
    await expect(canvas.getByText('Unlocked')).toBeVisible()
    await expect(canvas.getByText('Disabled')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }))
    await expect(args.onToggleLock).toHaveBeenCalledWith('Lock')
  },
}

export const CopyCoordinates: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy coordinates' }))
    await expect(args.onCopyCoordinates).toHaveBeenCalledWith('-26.1076, 28.0567')
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied')
    // The confirmation clears after one second.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 2000 })
  },
}

export const TamperAlert: Story = {
  args: {
    vehicle: { ...lockedVehicle, tamperActive: true, carBatteryMillivolts: 11_200 },
    latestEventType: 'TamperAlert',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Alert')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Alert' })).toBeVisible()
    await expect(canvas.getByText('Low car battery')).toBeVisible()
  },
}

export const LowDeviceBattery: Story = {
  args: { vehicle: { ...lockedVehicle, deviceBatteryMillivolts: 3_400 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Low device battery')).toBeVisible()
  },
}

export const InactiveDevice: Story = {
  args: { vehicle: { ...lockedVehicle, deviceActive: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reactivate' }))
    await expect(args.onReactivate).toHaveBeenCalledOnce()
  },
}

export const NoDevice: Story = {
  args: {
    // What a vehicle whose tracker was removed still has stored: the old tracker's lock state and last position.
    vehicle: {
      ...lockedVehicle,
      deviceId: null,
      deviceSerialNumber: null,
      deviceActive: null,
      deviceLastSeenDateTime: null,
      gpsDateTime: '2024-04-18T08:42:00Z',
      isLocked: false,
    },
    latestEventType: 'LockState',
    deviceStatus: null,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No device added')).toBeVisible()
    await expect(canvas.getByText('No tracker linked')).toBeVisible()
    await expect(canvas.queryByText('Unlocked')).toBeNull()
    await expect(canvas.queryByText('Last GPS update')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Lock' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Alert armed response' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Reactivate' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Link a device' }))
    await expect(args.onChangeDevice).toHaveBeenCalledOnce()
  },
}

export const ReceivedLate: Story = {
  args: {
    // A tracker out of a basement: its newest position was taken an hour ago and reached the platform 54 min late.
    vehicle: { ...lockedVehicle, gpsDateTime: '2025-03-14T07:42:00Z', gpsReceivedDateTime: '2025-03-14T08:36:00Z' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/1 h ago/)).toBeVisible()
    await expect(canvas.getByText('received 54 min late')).toBeVisible()
  },
}

export const TrackerSilent: Story = {
  args: {
    vehicle: { ...lockedVehicle, gpsDateTime: '2025-03-14T05:40:00Z', deviceLastSeenDateTime: '2025-03-14T05:40:00Z' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Silent for 3 h')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unlock' })).toBeVisible()
  },
}

export const NoGps: Story = {
  args: { vehicle: { ...lockedVehicle, gpsDateTime: null, gpsLatitudeDegrees: null, gpsLongitudeDegrees: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Last GPS update').nextElementSibling).toHaveTextContent('N/A')
    await expect(canvas.queryByRole('button', { name: 'Copy coordinates' })).toBeNull()
    await expect(canvas.getByText('No GPS position')).toBeVisible()
  },
}

export const VersionWarning: Story = {
  args: { deviceStatus: { applicationVersion: 'No version reported', autoLockEnabledState: 1 } },
  play: async ({ canvasElement }) => {
    const version = within(canvasElement).getByText('No version reported')
    await expect(getComputedStyle(version).color).not.toBe(getComputedStyle(canvasElement).color)
  },
}

export const Submitting: Story = {
  args: { lockSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Unlock' })).toBeDisabled()
  },
}

export const NoDriverPhone: Story = {
  args: { vehicle: { ...lockedVehicle, drivers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Call driver' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({
        Locked,
        Unlocked,
        TamperAlert,
        LowDeviceBattery,
        InactiveDevice,
        NoDevice,
        ReceivedLate,
        TrackerSilent,
        NoGps,
        VersionWarning,
        Submitting,
        NoDriverPhone,
      }).map(([name, story]) => (
        <VehicleCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}

const command = (
  phase: CommandLife['phase'],
  reason: string | null = null,
  queuedReason: CommandLife['queuedReason'] = null,
): CommandLife => ({
  action: 'Lock',
  phase,
  commandId: phase === 'sending' || phase === 'refused' ? null : '01JD8Q7Y3S6F4J0W9ZK1M2N3P4',
  at: '2025-03-14T08:42:30Z',
  reason,
  queuedReason,
})

const unlocked = { ...lockedVehicle, isLocked: false }

export const LockSending: Story = {
  args: { vehicle: unlocked, command: command('sending'), lockSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Lock' })).toBeDisabled()
  },
}

export const LockSent: Story = { args: { vehicle: unlocked, command: command('sent') } }

export const LockQueuedOffline: Story = {
  args: { vehicle: unlocked, command: command('queued', null, 'tracker-offline') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Lock queued: the tracker is offline. It is sent when the tracker reconnects.'),
    ).toBeVisible()
  },
}

/** The tracker is online, but just back (or reports its engine running without a position): the lock waits for a fix. */
export const LockQueuedForFix: Story = {
  args: {
    // Its last fix is older than the interlock's 2 min, while it still reports (its ignition, here a minute ago).
    vehicle: {
      ...unlocked,
      gpsDateTime: '2025-03-14T08:30:00Z',
      gpsReceivedDateTime: '2025-03-14T08:30:01Z',
      deviceLastSeenDateTime: '2025-03-14T08:42:00Z',
    },
    command: command('queued', null, 'awaiting-fix'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Lock queued until a fresh position shows the vehicle standing still.')).toBeVisible()
    await expect(canvas.queryByText(/the tracker is offline/)).toBeNull()
  },
}

export const LockRefusedWhileMoving: Story = {
  args: {
    vehicle: unlocked,
    command: command('refused', 'The vehicle is moving. It can only be locked once it has stopped.'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The vehicle is moving.')
  },
}

export const LockConfirmed: Story = {
  args: { command: command('confirmed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Locked: confirmed by the tracker's own report.")).toBeVisible()
    await expect(canvas.getByText('10 s ago')).toBeVisible()
  },
}

export const LockFailed: Story = { args: { vehicle: unlocked, command: command('failed', 'Relay failure') } }

export const LockExpired: Story = { args: { vehicle: unlocked, command: command('expired') } }

export const WentSilent: Story = {
  args: {
    vehicle: { ...lockedVehicle, gpsDateTime: '2025-03-14T07:30:00Z', deviceLastSeenDateTime: '2025-03-14T07:30:00Z' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/1 h ago/)).toBeVisible()
    await expect(within(canvasElement).getByText('Silent for 1 h')).toBeVisible()
  },
}

export const RaiseAlert: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Alert armed response' }))
    await expect(args.onAlert).toHaveBeenCalledWith('Aura')
    await userEvent.click(canvas.getByRole('button', { name: 'Alert air ambulance' }))
    await expect(args.onAlert).toHaveBeenCalledWith('CapitalAir')
  },
}

export const AlertSubmitting: Story = {
  args: { alertSubmitting: 'Aura' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submitting' })).toBeDisabled()
  },
}

export const AlertSent: Story = {
  args: { alertNotice: { tone: 'success', text: 'Alert sent' } },
  // The notice clears itself after 2 s.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Alert sent')).toBeVisible()
    await waitFor(() => expect(args.onAlertNoticeClear).toHaveBeenCalled(), { timeout: 3000 })
  },
}

export const AlertFailed: Story = {
  args: { alertNotice: { tone: 'error', text: 'The armed-response service did not answer.' } },
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The armed-response service')
  },
}

/** No geofence applies to the vehicle: the map looks at its area, and names none. */
export const NoGeofences: Story = {
  args: { geofences: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Geofences on the map/)).toBeNull()
    await expect(canvasElement.querySelector('svg title')).toBeNull()
  },
}

/** The vehicle's home, a circle round where it stands: drawn as on the fleet map, closer in so it is not a dot. */
export const GeofenceCircle: Story = {
  args: { geofences: [sandtonHome] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Geofences on the map: Home')).toBeInTheDocument()
    await waitFor(() => expect(canvasElement.querySelector('svg circle')).not.toBeNull())
  },
}

/** Its company's depot, a polygon a few kilometres off: the map shows the vehicle and the depot whole. */
export const GeofencePolygon: Story = {
  args: { geofences: [rosebankDepot] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Geofences on the map: Rosebank depot')).toBeInTheDocument()
    await waitFor(() => expect(canvasElement.querySelector('svg polygon')).not.toBeNull())
  },
}

// The geofence states' picture (loki skips the stories above, which have play functions).
export const GeofenceStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {[NoGeofences, GeofenceCircle, GeofencePolygon].map((story, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed stories in a fixed order
        <VehicleCard key={index} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
