import type { Meta, StoryObj } from '@storybook/react-vite'
import type { InstallationCertificate as Certificate } from '@vigil/domain'
import { expect, within } from 'storybook/test'
import { Button } from '../Button/index.ts'
import { InstallationCertificate } from './InstallationCertificate.tsx'

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 25, 8, minute, second)).toISOString()

const sampleCertificate: Certificate = {
  installationId: 4821,
  dateCompleted: at(31),
  vehicle: {
    id: 12,
    registrationNumber: 'CA 123-456',
    make: 'Toyota',
    model: 'Corolla',
    colour: 'White',
    vinNumber: 'AHT00100000000000',
  },
  deviceSerialNumber: 'SIM000001',
  steps: [
    {
      stepNumber: 1,
      description: 'Lock and unlock the vehicle: the device reports its motor state.',
      verified: true,
      dateCompleted: at(2),
      events: [{ deviceEventId: 1, dataDateTime: at(1, 40), motorStateId: 0 }],
    },
    {
      stepNumber: 2,
      description: 'Disconnect the ignition wire: the device reports an ignition error.',
      verified: true,
      dateCompleted: at(5),
      events: [
        { deviceEventId: 2, dataDateTime: at(4, 10), errorMessage: 'Ignition wire not detected', source: 'ignition' },
      ],
    },
    {
      stepNumber: 5,
      description: 'Fuel-cut test: lock, unlock, start the engine, cut the fuel, then restore it.',
      verified: true,
      dateCompleted: at(27),
      events: [],
    },
  ],
  step5: {
    engineIsOff: true,
    startedOnDateTime: at(20),
    lockConfirmedOnDateTime: at(20, 30),
    unlockConfirmedOnDateTime: at(21),
    engineStartedOnDateTime: at(21, 40),
    fuelCutOnDateTime: at(22),
    engineStoppedByFuelCutOnDateTime: at(23, 5),
    engineStartedAfterFuelRestoredOnDateTime: at(24),
  },
  burnIn: {
    unitSerialNumber: 'SIM000001',
    testStation: 'ST-2',
    results: [
      { testType: 'GPS', status: 'Passed', startTime: at(0), endTime: at(10), failureReason: null },
      { testType: 'Relay', status: 'Failed', startTime: at(0), endTime: at(12), failureReason: 'No answer' },
    ],
  },
  testReports: [
    { deviceEventId: 7, dataDateTime: at(14, 20), carBatteryStateId: 0, cancelled: false },
    { deviceEventId: 9, dataDateTime: at(30, 10), sosStateId: 1 },
  ],
}

const meta = {
  title: 'Checklist/InstallationCertificate',
  component: InstallationCertificate,
  args: { certificate: sampleCertificate, actions: <Button size="sm">Print</Button> },
} satisfies Meta<typeof InstallationCertificate>

export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Installation certificate #4821' })).toBeVisible()
    await expect(canvas.getByText('Error: Ignition wire not detected')).toBeVisible()
    await expect(canvas.getByText('Fuel cut')).toBeVisible()
    const tests = canvas.getByRole('list', { name: 'Test reports' })
    await expect(within(tests).getByText(/SOS: Alert/)).toBeVisible()
  },
}

export const WithoutBurnIn: Story = {
  args: { certificate: { ...sampleCertificate, burnIn: null, step5: null, testReports: [] } },
}

// Loki skips stories with play functions, so the full certificate also has a screenshot of its own.
export const Printable: Story = {}
