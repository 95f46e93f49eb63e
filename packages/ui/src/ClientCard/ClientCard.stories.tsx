import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { VehicleCard, type VehicleCardVehicle } from '../VehicleCard/index.ts'
import { ClientCard } from './ClientCard.tsx'

// Ages on the cards are measured from a fixed time so screenshots stay the same.
const storyNow = new Date('2025-03-14T09:00:00Z')

const bakkie: VehicleCardVehicle = {
  nickname: 'Work bakkie',
  make: 'Toyota',
  registrationNumber: 'CA 123-456',
  deviceId: 100,
  deviceSerialNumber: 'VG-100234',
  deviceActive: true,
  gpsDateTime: '2025-03-14T08:42:00Z',
  gpsReceivedDateTime: '2025-03-14T08:42:01Z',
  deviceLastSeenDateTime: '2025-03-14T08:59:30Z',
  gpsLatitudeDegrees: -26.1076,
  gpsLongitudeDegrees: 28.0567,
  isLocked: true,
  tamperActive: false,
  openAlarmIds: [],
  carBatteryMillivolts: null,
  deviceBatteryMillivolts: null,
  drivers: [{ firstName: 'Sipho', lastName: 'Dlamini', phoneCode: 27, phoneNumber: '821234567' }],
}

const polo: VehicleCardVehicle = {
  ...bakkie,
  nickname: '',
  make: 'Volkswagen',
  registrationNumber: 'GP 77 ZZ',
  deviceSerialNumber: 'VG-100877',
  isLocked: false,
  tamperActive: true,
}

const meta = {
  title: 'Clients/ClientCard',
  component: ClientCard,
  args: {
    client: { firstName: 'Thandi', lastName: 'Nkosi', email: 'thandi.nkosi@example.co.za', tamperActive: false },
    viewAccountHref: '/agent/clients/12/account/view',
    addVehicleHref: '/agent/onboarding/client/12/add-driver',
    children: (
      <VehicleCard
        now={storyNow}
        vehicle={bakkie}
        latestEventType="LockState"
        deviceStatus={{ applicationVersion: '2.4.1', autoLockEnabledState: 1 }}
      />
    ),
  },
} satisfies Meta<typeof ClientCard>

export default meta
type Story = StoryObj<typeof meta>

export const OneVehicle: Story = {}

export const CardMenu: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Thandi Nkosi' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Thandi Nkosi' }))
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'View account' })).toHaveAttribute(
      'href',
      '/agent/clients/12/account/view',
    )
    await expect(within(menu).getByRole('menuitem', { name: 'Add a vehicle' })).toHaveAttribute(
      'href',
      '/agent/onboarding/client/12/add-driver',
    )
    await userEvent.keyboard('{Escape}')
  },
}

export const ActiveAlert: Story = {
  args: {
    client: { firstName: 'Thandi', lastName: 'Nkosi', email: 'thandi.nkosi@example.co.za', tamperActive: true },
    children: (
      <>
        <VehicleCard
          now={storyNow}
          vehicle={polo}
          latestEventType="TamperAlert"
          deviceStatus={{ applicationVersion: '2.4.1', autoLockEnabledState: 1 }}
        />
        <VehicleCard
          now={storyNow}
          vehicle={bakkie}
          latestEventType="LockState"
          deviceStatus={{ applicationVersion: 'No version reported', autoLockEnabledState: 0 }}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Active alert' })).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ OneVehicle, ActiveAlert }).map(([name, story]) => (
        <ClientCard key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
