import type { Meta, StoryObj } from '@storybook/react-vite'
import { INITIAL_STEP5_STATE, serializeStep5State } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { Step5Panel } from '../Step5Panel/index.ts'
import { ChecklistStepCard } from './ChecklistStepCard.tsx'

const motorStep = {
  id: 11,
  stepNumber: 1,
  description: 'Lock and unlock the vehicle with the remote and check the motor state events.',
  verified: false,
  dateCompleted: null,
  state: '{}',
}

const meta = {
  title: 'Checklist/ChecklistStepCard',
  component: ChecklistStepCard,
  args: {
    step: motorStep,
    currentStep: 1,
    confirming: false,
    onConfirm: fn(),
    events: [
      { deviceEventId: 902, dataDateTime: '2025-03-14T08:41:50Z', motorStateId: 0 },
      { deviceEventId: 903, dataDateTime: '2025-03-14T08:42:15Z', motorStateId: 1 },
    ],
  },
} satisfies Meta<typeof ChecklistStepCard>

export default meta
type Story = StoryObj<typeof meta>

export const CurrentStepWithEvents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: /^Step 1:/ })).toBeVisible()
    await expect(canvas.getByText('Date verified').nextElementSibling).toHaveTextContent('N/A')
    await expect(canvas.getByRole('list', { name: 'Step 1 events' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Confirming: Story = { args: { confirming: true } }

export const Verified: Story = {
  args: { step: { ...motorStep, verified: true, dateCompleted: '2025-03-14T08:43:00Z' }, currentStep: 2, events: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Confirmed' })).toBeDisabled()
    await expect(canvas.getByText('Date verified').nextElementSibling).toHaveTextContent('14 Mar 2025, 10:43:00')
  },
}

export const NotYetCurrent: Story = {
  args: { step: { ...motorStep, id: 12, stepNumber: 2, description: 'Switch the ignition on.' }, events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

export const FuelCutStep: Story = {
  args: {
    step: {
      id: 15,
      stepNumber: 5,
      description: 'Fuel-cut test.',
      verified: false,
      dateCompleted: null,
      state: serializeStep5State({ ...INITIAL_STEP5_STATE, engineIsOff: true }),
    },
    currentStep: 5,
    events: null,
    children: (
      <Step5Panel
        state={{ ...INITIAL_STEP5_STATE, engineIsOff: true }}
        previousStepCompletedAt="2025-03-14T08:40:00Z"
        verified={false}
        now={new Date('2025-03-14T08:45:00Z')}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Confirm stays disabled until the fuel-cut test reaches its last stage.
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Start Test' })).toBeEnabled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ CurrentStepWithEvents, Confirming, Verified, NotYetCurrent, FuelCutStep }).map(
        ([name, story]) => (
          <ChecklistStepCard key={name} {...args} {...story.args} />
        ),
      )}
    </Stack>
  ),
}
