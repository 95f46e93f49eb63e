import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryApp } from '@vigil/app-kit'
import { delay, HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { routes } from '../routes.tsx'
import {
  errorEventsHandler,
  gpsHandler,
  installationAt,
  installationHandlers,
  onlineHandler,
  problem,
  STORY_PASSCODE,
  STORY_SERIAL,
  settingsHandler,
} from './checklistHandlers.ts'

const meta = {
  title: 'Checklist pages/Installation checklist',
  component: MemoryApp,
  args: { routes, path: '/installation-checklist' },
  parameters: { layout: 'fullscreen', msw: { handlers: [settingsHandler, onlineHandler, gpsHandler] } },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () => {
    localStorage.removeItem('installation-checklist-progress')
    return () => localStorage.removeItem('installation-checklist-progress')
  },
} satisfies Meta<typeof MemoryApp>
export default meta
type Story = StoryObj<typeof meta>

/** Serial and passcode typed, then 'Check Events'. */
const checkEvents = async (canvasElement: HTMLElement, passcode = STORY_PASSCODE) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Device serial number' }), STORY_SERIAL)
  await userEvent.type(canvas.getByLabelText('Passcode'), passcode)
  await userEvent.click(canvas.getByRole('button', { name: 'Check Events' }))
}

/** ...then the registration and 'Get Checklist'. */
const getChecklist = async (canvasElement: HTMLElement) => {
  await checkEvents(canvasElement)
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Vehicle registration' }), 'CA 123-456')
  await userEvent.click(canvas.getByRole('button', { name: 'Get Checklist' }))
  await canvas.findByRole('heading', { name: 'Installation details' })
}

export const Precheck: Story = {}

export const SerialRequired: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Check Events' }))
    await expect(await canvas.findByText('Error: Device Serial Number is required.')).toBeVisible()
  },
}

export const Checking: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [settingsHandler, http.get('/api/Installations/HasEventInLastHour/:serial', () => delay('infinite'))],
    },
  },
  play: async ({ canvasElement }) => {
    await checkEvents(canvasElement)
    await expect(await within(canvasElement).findByRole('button', { name: /Updating\.\.\./ })).toBeVisible()
  },
}

export const WrongPasscode: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.get('/api/Installations/HasEventInLastHour/:serial', () =>
          problem(401, { passcode: ['The passcode is not correct.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await checkEvents(canvasElement, 'wrong')
    await expect(await within(canvasElement).findByText('The passcode is not correct.')).toBeVisible()
  },
}

export const TrackerSilent: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.get('/api/Installations/HasEventInLastHour/:serial', () => HttpResponse.json(false)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await checkEvents(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Error: Device has NOT sent any event in the last hour.')).toBeVisible()
    await expect(canvas.getByText(/tracker has not reported/)).toBeVisible()
  },
}

/** A serial no tracker has: said under the field, not taken for a silent tracker. */
export const UnknownSerial: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.get('/api/Installations/HasEventInLastHour/:serial', () =>
          problem(400, { deviceSerialNumber: ['Device not found'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await checkEvents(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Device not found')).toBeVisible()
    await expect(canvas.queryByText('Error: Device has NOT sent any event in the last hour.')).toBeNull()
    await expect(canvas.queryByText(/tracker has not reported/)).toBeNull()
  },
}

export const DeviceOnline: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    await checkEvents(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Device is Online' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Get Checklist' })).toBeVisible()
  },
}

export const LookupFailed: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        http.post('/api/Installations/ByVehicleRegistration', () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              title: 'One or more validation errors occurred.',
              status: 400,
              errors: { vehicleRegistration: ['No vehicle with this registration was found.'] },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await checkEvents(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Vehicle registration' }), 'XX 000')
    await userEvent.click(canvas.getByRole('button', { name: 'Get Checklist' }))
    await expect(await canvas.findByText('No vehicle with this registration was found.')).toBeVisible()
  },
}

export const StepWithLiveEvents: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        errorEventsHandler,
        ...installationHandlers(installationAt(2)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await getChecklist(canvasElement)
    const canvas = within(canvasElement)
    const events = await canvas.findByRole('list', { name: 'Step 2 events' })
    await expect(await within(events).findAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Update Checklist' })).toBeVisible()
  },
}

const now = Date.now()
const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString()

export const FuelCutTest: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        http.post('/api/Installations/7/UpdateStep5LockUnlock/:action', () => delay('infinite')),
        ...installationHandlers(
          installationAt(5, {
            step5State: JSON.stringify({
              engineIsOff: true,
              startedOnDateTime: at(150),
              lockConfirmedOnDateTime: at(120),
              unlockConfirmedOnDateTime: at(90),
              engineStartedOnDateTime: at(60),
              fuelCutOnDateTime: null,
              engineStoppedByFuelCutOnDateTime: null,
              engineStartedAfterFuelRestoredOnDateTime: null,
            }),
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await getChecklist(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Cut fuel' })).toBeVisible()
    await expect(canvas.getByRole('timer', { name: 'Time left to complete' })).toHaveTextContent(/^0[7-8]:\d\d$/)
  },
}

export const Completed: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        ...installationHandlers(installationAt(6, { completed: true })),
        http.put('/api/Installations/7/enableAutoLock', () => HttpResponse.json({ id: 1, state: 'sent' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await getChecklist(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Installation #7 completed!' })).toBeVisible()
    // Completion shows once, as a success.
    await expect(canvas.queryByText('This installation has already been completed.')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Make sure auto-lock is enabled' }))
    await expect(await canvas.findByRole('button', { name: 'Auto-lock enabled !!' })).toBeDisabled()
  },
}

/** Reopened after auto-lock was enabled: the tracker's stored state shows, no button to press again. */
export const CompletedWithAutoLock: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        ...installationHandlers(installationAt(6, { completed: true, autoLockEnabled: true })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await getChecklist(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Auto-lock enabled !!' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Make sure auto-lock is enabled' })).toBeNull()
  },
}

export const AutoLockFailed: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        ...installationHandlers(installationAt(6, { completed: true })),
        http.put('/api/Installations/7/enableAutoLock', () =>
          HttpResponse.json({ title: 'No device' }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await getChecklist(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Make sure auto-lock is enabled' }))
    await expect(await canvas.findByText('Error: Failed to enable auto-lock')).toBeVisible()
  },
}

export const Certificate: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        onlineHandler,
        gpsHandler,
        ...installationHandlers(installationAt(6, { completed: true })),
        http.get('/api/Installations/7/Certificate', () =>
          HttpResponse.json({
            installationId: 7,
            dateCompleted: at(0),
            vehicle: {
              id: 12,
              registrationNumber: 'CA 123-456',
              make: 'Toyota',
              model: 'Corolla',
              colour: 'White',
              vinNumber: null,
            },
            deviceSerialNumber: STORY_SERIAL,
            steps: [
              {
                stepNumber: 1,
                description: 'Lock and unlock the vehicle: the device reports its motor state.',
                verified: true,
                dateCompleted: at(900),
                events: [{ deviceEventId: 1, dataDateTime: at(930), motorStateId: 0 }],
              },
            ],
            step5: null,
            burnIn: null,
            testReports: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await getChecklist(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Show installation certificate' }))
    await expect(await canvas.findByRole('heading', { name: 'Installation certificate #7' })).toBeVisible()
    await expect(canvas.getByText('Motor state: Unlocked', { exact: false })).toBeVisible()
  },
}
