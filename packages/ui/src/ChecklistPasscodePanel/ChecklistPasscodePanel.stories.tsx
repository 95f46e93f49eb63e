import type { Meta, StoryObj } from '@storybook/react-vite'
import { checklistPasscodeMessages } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ChecklistPasscodePanel } from './ChecklistPasscodePanel.tsx'

const meta = {
  title: 'Installations/ChecklistPasscodePanel',
  component: ChecklistPasscodePanel,
  args: { passcode: null, onRotate: fn() },
} satisfies Meta<typeof ChecklistPasscodePanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: checklistPasscodeMessages.rotate }))
    await expect(args.onRotate).toHaveBeenCalled()
  },
}
export const Rotating: Story = { args: { busy: true } }
export const Rotated: Story = {
  args: { passcode: 'pR3x-9qLmZ2vT8wK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('pR3x-9qLmZ2vT8wK')).toBeVisible()
  },
}
export const Failed: Story = { args: { error: checklistPasscodeMessages.failed } }
