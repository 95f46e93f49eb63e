import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Switch } from './Switch.tsx'

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: 'Auto Refresh', onChange: fn() },
} satisfies Meta<typeof Switch>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}
export const On: Story = { args: { defaultSelected: true, children: 'Has a South African ID' } }
export const Disabled: Story = { args: { isDisabled: true } }

export const TogglesWithKeyboardAndPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Auto Refresh' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(false)
  },
}
