import type { Meta, StoryObj } from '@storybook/react-vite'
import { INITIAL_STEP5_STATE, type Step5Event, type Step5State, step5Transition } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { Step5Panel, type Step5PanelProps } from './Step5Panel.tsx'

const now = new Date('2025-03-14T08:45:00Z')

const at = (stage: number): Step5State => {
  const times = [
    '2025-03-14T08:41:00Z',
    '2025-03-14T08:41:40Z',
    '2025-03-14T08:42:10Z',
    '2025-03-14T08:42:50Z',
    '2025-03-14T08:43:20Z',
    '2025-03-14T08:43:55Z',
    '2025-03-14T08:44:30Z',
  ]
  const fields = [
    'startedOnDateTime',
    'lockConfirmedOnDateTime',
    'unlockConfirmedOnDateTime',
    'engineStartedOnDateTime',
    'fuelCutOnDateTime',
    'engineStoppedByFuelCutOnDateTime',
    'engineStartedAfterFuelRestoredOnDateTime',
  ] as const
  const state: Step5State = { ...INITIAL_STEP5_STATE, engineIsOff: stage > 1 }
  fields.slice(0, Math.max(0, stage - 2)).forEach((field, index) => {
    state[field] = times[index]!
  })
  return state
}

const meta = {
  title: 'Checklist/Step5Panel',
  component: Step5Panel,
  args: {
    state: at(1),
    previousStepCompletedAt: '2025-03-14T08:40:00Z',
    verified: false,
    now,
    busy: false,
    onStageAction: fn(),
  },
} satisfies Meta<typeof Step5Panel>

export default meta
type Story = StoryObj<typeof meta>

const timer = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('timer', { name })

export const EngineIsOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(timer(canvasElement, 'Time left to start')).toHaveTextContent('05:00')
    await expect(timer(canvasElement, 'Time left to complete')).toHaveTextContent('--:--')
    await expect(canvas.queryByRole('button', { name: 'Start Test' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Engine is off' }))
    await expect(args.onStageAction).toHaveBeenCalledWith(expect.objectContaining({ stage: 1, event: 'engineIsOff' }))
  },
}

export const StartTest: Story = { args: { state: at(2) } }

export const WaitingForLock: Story = {
  args: { state: at(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for lock confirmation')
    await expect(timer(canvasElement, 'Time left to start')).toHaveTextContent('--:--')
    await expect(timer(canvasElement, 'Time left to complete')).toHaveTextContent('06:00')
  },
}

export const WaitingForUnlock: Story = { args: { state: at(4) } }

export const EngineStarted: Story = { args: { state: at(5) } }

export const CutFuel: Story = { args: { state: at(6) } }

export const CuttingFuel: Story = { args: { state: at(6), busy: true } }

export const EngineStopped: Story = { args: { state: at(7) } }

export const EngineStartedAfterFuelRestored: Story = {
  args: { state: at(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Two 'Engine started' stages: the first is done, the second is the current button.
    await expect(canvas.getByText(/Engine started ·/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Engine started' })).toBeEnabled()
  },
}

export const TestComplete: Story = {
  args: { state: at(9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The fuel-cut test is complete.')).toBeVisible()
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9)
  },
}

export const StartWindowExpiring: Story = {
  args: { previousStepCompletedAt: '2025-03-14T08:35:04Z' },
  play: async ({ canvasElement }) => {
    await expect(timer(canvasElement, 'Time left to start')).toHaveTextContent('00:04')
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'More than 10 minutes has passed since Step 4 completed. You will have to start checklist again.',
    )
  },
}

export const CompletionWindowExpiring: Story = {
  args: { state: at(6), now: new Date('2025-03-14T08:50:57Z') },
  play: async ({ canvasElement }) => {
    await expect(timer(canvasElement, 'Time left to complete')).toHaveTextContent('00:03')
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('since Step 5 start time')
  },
}

export const Verified: Story = { args: { state: at(9), verified: true } }

// The page's loop in miniature: each press applies the domain transition, revealing the next stage.
function DrivenPanel(props: Step5PanelProps) {
  const [state, setState] = useState(props.state)
  return (
    <Step5Panel
      {...props}
      state={state}
      onStageAction={(info) => {
        props.onStageAction?.(info)
        if (info.event) setState((current) => step5Transition(current, { type: info.event, at: now } as Step5Event))
      }}
    />
  )
}

export const RevealsStagesInTurn: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  render: (args) => <DrivenPanel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Engine is off' }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Start Test' }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for lock confirmation')
    await expect(timer(canvasElement, 'Time left to complete')).toHaveTextContent('10:00')
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({
        EngineIsOff,
        StartTest,
        WaitingForLock,
        WaitingForUnlock,
        EngineStarted,
        CutFuel,
        CuttingFuel,
        EngineStopped,
        EngineStartedAfterFuelRestored,
        TestComplete,
        StartWindowExpiring,
        CompletionWindowExpiring,
        Verified,
      }).map(([name, story]) => (
        <Step5Panel key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
