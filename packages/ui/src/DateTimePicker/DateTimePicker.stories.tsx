import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DateTimePicker } from './DateTimePicker.tsx'

const meta = {
  title: 'Inputs/DateTimePicker',
  component: DateTimePicker,
  args: { label: 'Installation date and time', onChange: fn() },
} satisfies Meta<typeof DateTimePicker>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Chosen: Story = { args: { defaultValue: '2025-03-14T09:30' } }
export const FutureOnly: Story = {
  args: {
    defaultValue: '2025-03-14T09:30',
    minValue: '2025-03-12T00:00',
    description: 'Only future slots can be booked.',
  },
}
export const Invalid: Story = { args: { errorMessage: 'This field is required' } }
export const Disabled: Story = { args: { defaultValue: '2025-03-14T09:30', isDisabled: true } }
export const CalendarOpen: Story = {
  args: { defaultValue: '2025-03-14T09:30', minValue: '2025-03-12T00:00', defaultOpen: true },
  // The popover focuses the chosen day; whether the ring shows depends on input modality, so no screenshot.
  parameters: { loki: { skip: true } },
}

export const PicksADayFromTheCalendar: Story = {
  args: { defaultValue: '2025-03-14T09:30' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' })
    await userEvent.click(within(dialog).getByRole('button', { name: /20 March 2025/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-20T09:30')
  },
}

export const TypesTheTimeWithTheKeyboard: Story = {
  args: { defaultValue: '2025-03-14T09:30' },
  play: async ({ canvasElement, args }) => {
    const hour = within(canvasElement).getByRole('spinbutton', { name: /hour/i })
    await userEvent.click(hour)
    await userEvent.keyboard('{ArrowUp}')
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-14T10:30')
  },
}
