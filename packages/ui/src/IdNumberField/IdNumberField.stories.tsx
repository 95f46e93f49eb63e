import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { IdNumberField } from './IdNumberField.tsx'

const validate = (value: string, isSouthAfrican: boolean) => {
  if (!value.trim()) return 'This field is required'
  if (isSouthAfrican) return /^[0-9]{13}$/.test(value) ? undefined : 'Please provide a valid ID number'
  return /^[A-Za-z0-9]{1,50}$/.test(value) ? undefined : 'Please provide a valid passport number'
}

const meta = {
  title: 'Inputs/IdNumberField',
  component: IdNumberField,
  args: { onChange: fn(), onSouthAfricanChange: fn(), validate },
} satisfies Meta<typeof IdNumberField>
export default meta
type Story = StoryObj<typeof meta>

export const SouthAfricanId: Story = { args: { defaultValue: '9001015009087' } }
export const Passport: Story = { args: { defaultIsSouthAfrican: false, defaultValue: 'A12345678' } }
export const WithError: Story = { args: { defaultValue: '900101', errorMessage: 'Please provide a valid ID number' } }
export const ReadOnly: Story = { args: { defaultValue: '9001015009087', isReadOnly: true } }

export const TogglingClearsTheValue: Story = {
  args: { defaultValue: '900101' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const idInput = canvas.getByRole('textbox', { name: 'South African ID Number' })
    await userEvent.click(idInput)
    await userEvent.tab()
    await expect(idInput).toHaveAccessibleDescription('Please provide a valid ID number')
    await userEvent.click(canvas.getByRole('switch', { name: 'Has a South African ID' }))
    const passport = canvas.getByRole('textbox', { name: 'Passport Number' })
    await expect(passport).toHaveValue('')
    await expect(canvas.queryByText('Please provide a valid ID number')).not.toBeInTheDocument()
    await expect(args.onSouthAfricanChange).toHaveBeenCalledWith(false)
    await expect(args.onChange).toHaveBeenLastCalledWith('')
  },
}
