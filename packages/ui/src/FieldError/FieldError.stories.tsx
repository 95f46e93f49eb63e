import type { Meta, StoryObj } from '@storybook/react-vite'
import { Input, Label, TextField } from 'react-aria-components'
import { expect, within } from 'storybook/test'
import { ErrorMessage, FieldError } from './FieldError.tsx'

const meta = {
  title: 'Feedback/FieldError',
  component: ErrorMessage,
  args: { children: 'This field is required' },
} satisfies Meta<typeof ErrorMessage>
export default meta
type Story = StoryObj<typeof meta>

export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This field is required')
  },
}

export const InsideAField: Story = {
  render: () => (
    <TextField isInvalid defaultValue="not-an-email">
      <Label>Email address</Label>
      <Input />
      <FieldError>Please provide a valid email address</FieldError>
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' })
    await expect(input).toHaveAccessibleDescription('Please provide a valid email address')
  },
}
