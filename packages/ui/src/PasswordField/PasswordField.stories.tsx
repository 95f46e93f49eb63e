import type { Meta, StoryObj } from '@storybook/react-vite'
import { passwordChecklist } from '@vigil/domain'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx'

function LivePasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState(String(props.defaultValue ?? ''))
  return (
    <PasswordField
      {...props}
      defaultValue={undefined}
      value={value}
      onChange={setValue}
      checklist={passwordChecklist(value)}
    />
  )
}

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'New password' },
  render: (args) => <LivePasswordField {...args} />,
} satisfies Meta<typeof PasswordField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const PartlyMet: Story = { args: { defaultValue: 'vigilant' } }
export const AllRulesMet: Story = { args: { defaultValue: 'Vigil#2024' } }
export const ConfirmMismatch: Story = {
  render: (args) => <PasswordField {...args} />,
  args: { label: 'Confirm password', defaultValue: 'Vigil#2025', errorMessage: 'Passwords do not match' },
}

export const ChecklistFollowsTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('New password')
    await expect(input).toHaveAttribute('type', 'password')
    const checklist = canvas.getByRole('list', { name: 'Password requirements' })
    await expect(within(checklist).getAllByRole('img', { name: 'Not met' })).toHaveLength(5)
    await userEvent.type(input, 'abcdefgH1')
    await expect(within(checklist).getAllByRole('img', { name: 'Met' })).toHaveLength(4)
    await userEvent.type(input, '!')
    await expect(within(checklist).queryAllByRole('img', { name: 'Not met' })).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }))
    await expect(input).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true')
  },
}
