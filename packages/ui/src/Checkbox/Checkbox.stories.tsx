import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from './Checkbox.tsx'

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the terms and conditions and privacy policy', onChange: fn() },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}
export const Checked: Story = { args: { defaultSelected: true } }
export const Invalid: Story = { args: { isInvalid: true } }
export const Disabled: Story = { args: { isDisabled: true } }

export const ChecksWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /terms and conditions/ })
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}
