import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Select } from './Select.tsx'

const roles = [
  { id: 'Company-Admin', label: 'Company-Admin' },
  { id: 'Account-Holder', label: 'Account-Holder' },
]

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: { label: 'Role', options: roles, onSelectionChange: fn() },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {
  args: {
    label: 'Link New User',
    placeholder: 'Select a user',
    options: [
      { id: '1', label: 'Thandi Nkosi' },
      { id: '2', label: 'Pieter van Wyk' },
    ],
  },
}
export const Selected: Story = { args: { defaultSelectedKey: 'Company-Admin' } }
export const Invalid: Story = { args: { errorMessage: 'This field is required' } }
export const Disabled: Story = { args: { defaultSelectedKey: 'Account-Holder', isDisabled: true } }
export const Open: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'Company-Admin' },
  parameters: { loki: { chromeSelector: '[role="listbox"]' } },
}

export const ChoosesWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Role/ })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Account-Holder')
    await expect(trigger).toHaveTextContent('Account-Holder')
  },
}
