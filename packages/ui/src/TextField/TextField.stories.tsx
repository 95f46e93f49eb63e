import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from './TextField.tsx'

const required = (value: string) => (value.trim() ? undefined : 'This field is required')

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Name', onChange: fn() },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { defaultValue: 'Thandi' } }
export const WithHelpText: Story = {
  args: { label: 'Email address', type: 'email', description: 'We send the password link here.' },
}
export const WithError: Story = {
  args: { label: 'Email address', defaultValue: 'thandi@', errorMessage: 'Please provide a valid email address' },
}
export const ReadOnly: Story = { args: { label: 'Name', defaultValue: 'Thandi', isReadOnly: true } }
export const Disabled: Story = { args: { label: 'Surname', defaultValue: 'Nkosi', isDisabled: true } }
export const WithPlaceholder: Story = { args: { label: 'Device serial number', placeholder: 'e.g. 860000000000001' } }

export const ValidatesOnBlur: Story = {
  args: { validate: required, isRequired: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: /Name/ })
    await userEvent.click(input)
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument()
    await userEvent.tab()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('This field is required')
    await userEvent.type(input, 'Thandi')
    await userEvent.tab()
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument()
    await expect(args.onChange).toHaveBeenLastCalledWith('Thandi')
  },
}
