import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PhoneField } from './PhoneField.tsx'

const validPhone = (value: string) =>
  /^0?[1-9][0-9]{8}$/.test(value) ? undefined : 'Please provide a valid phone number'

const meta = {
  title: 'Inputs/PhoneField',
  component: PhoneField,
  args: { description: 'Required format: 821234567', onChange: fn() },
} satisfies Meta<typeof PhoneField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { defaultValue: '821234567' } }
export const Invalid: Story = { args: { defaultValue: '12', errorMessage: 'Please provide a valid phone number' } }
export const Disabled: Story = { args: { defaultValue: '821234567', isDisabled: true } }

export const AcceptsDigitsOnly: Story = {
  args: { validate: validPhone },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Cellphone number' })
    await expect(canvas.getByText('+27')).toBeVisible()
    await expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(input, '82a-12 34x567')
    await expect(input).toHaveValue('821234567')
    await expect(args.onChange).toHaveBeenLastCalledWith('821234567')
    await userEvent.tab()
    await expect(canvas.queryByText('Please provide a valid phone number')).not.toBeInTheDocument()
  },
}

export const ValidatesOnBlur: Story = {
  args: { validate: validPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Cellphone number' })
    await userEvent.type(input, '0012')
    await userEvent.tab()
    await expect(input).toHaveAccessibleDescription(/Please provide a valid phone number/)
  },
}
