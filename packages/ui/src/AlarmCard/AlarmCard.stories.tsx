import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Alarm } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AlarmCard } from './AlarmCard.tsx'

// The desk's clock is fixed so each state's response clock (and its screenshot) stays the same.
const now = new Date('2026-11-25T10:03:05Z')

const open: Alarm = {
  id: 41,
  vehicleId: 7,
  kind: 'SOS',
  ruleName: 'SOS',
  evidence: null,
  status: 'Open',
  raisedOn: '2026-11-25T10:00:00.000Z',
  lastReportedOn: '2026-11-25T10:00:00.000Z',
  reportCount: 1,
  latitudeDegrees: -26.1076,
  longitudeDegrees: 28.0567,
  registrationNumber: 'CA 123-456',
  nickname: "Thandi's Toyota",
  make: 'Toyota',
  model: 'Hilux 2.8 GD-6',
  accountHolderId: 3,
  accountHolderName: 'Thandi Nkosi',
  accountHolderPhone: '+27 825550101',
  acknowledgedOn: null,
  acknowledgedBy: null,
  armedResponseOn: null,
  armedResponseBy: null,
  airAmbulanceOn: null,
  airAmbulanceBy: null,
  resolvedOn: null,
  resolvedBy: null,
  resolutionNote: null,
}
const acknowledged: Alarm = {
  ...open,
  status: 'Acknowledged',
  acknowledgedOn: '2026-11-25T10:00:40.000Z',
  acknowledgedBy: 'Lerato Mokoena',
}
const dispatched: Alarm = {
  ...acknowledged,
  status: 'Dispatched',
  armedResponseOn: '2026-11-25T10:01:10.000Z',
  armedResponseBy: 'Lerato Mokoena',
}

const meta = {
  title: 'Alarms/AlarmCard',
  component: AlarmCard,
  args: { alarm: open, now, onAcknowledge: fn(), onDispatch: fn(), onResolve: fn() },
} satisfies Meta<typeof AlarmCard>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}

export const TamperRepeated: Story = {
  args: {
    alarm: {
      ...open,
      kind: 'Tamper',
      ruleName: 'Car battery disconnected',
      reportCount: 3,
      lastReportedOn: '2026-11-25T10:02:00.000Z',
    },
  },
}

/** A theft rule fired: the card names the rule, and its evidence; the position is where it fired. */
export const TheftRuleFired: Story = {
  args: {
    alarm: {
      ...open,
      kind: 'Theft rule',
      ruleName: 'Home at night',
      evidence: "Left 'Home', 400 m outside at 25 Nov 2026, 12:00",
      latitudeDegrees: -26.104,
      longitudeDegrees: 28.0567,
    },
  },
}

/** An SOS raised under a rule that limits it to after hours: named by that rule, with its evidence. */
export const SosUnderARule: Story = {
  args: { alarm: { ...open, ruleName: 'After hours SOS', evidence: 'SOS pressed at 25 Nov 2026, 12:00' } },
}

export const Acknowledged: Story = { args: { alarm: acknowledged } }

export const Dispatched: Story = { args: { alarm: dispatched } }

export const BothServicesSent: Story = {
  args: {
    alarm: { ...dispatched, airAmbulanceOn: '2026-11-25T10:02:00.000Z', airAmbulanceBy: 'Sipho Dlamini' },
  },
}

export const Resolved: Story = {
  args: {
    alarm: {
      ...dispatched,
      status: 'Resolved',
      resolvedOn: '2026-11-25T10:12:30.000Z',
      resolvedBy: 'Lerato Mokoena',
      resolutionNote: 'Armed response on site; driver safe, vehicle recovered.',
    },
  },
}

export const PositionUnknown: Story = { args: { alarm: { ...open, latitudeDegrees: null, longitudeDegrees: null } } }

export const Acknowledging: Story = { args: { busy: 'acknowledge' } }

export const StepRefused: Story = {
  args: { alarm: acknowledged, error: 'This alarm is already acknowledged.' },
}

export const WorksTheAlarm: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article', { name: /CA 123-456/ })).toBeVisible()
    await expect(canvas.getByLabelText('Time since raised')).toHaveTextContent('3 min 05 s')
    await userEvent.click(canvas.getByRole('button', { name: 'Acknowledge' }))
    await expect(args.onAcknowledge).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Send armed response' }))
    await expect(args.onDispatch).toHaveBeenCalledWith(open, 'armed-response')
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve…' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Resolution note' }), 'False alarm')
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve alarm' }))
    await expect(args.onResolve).toHaveBeenCalledWith(open, 'False alarm')
  },
}
