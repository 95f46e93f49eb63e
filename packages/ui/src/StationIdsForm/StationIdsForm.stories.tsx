import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { StationIdsForm } from './StationIdsForm.tsx'

const meta = {
  title: 'Burn-in/StationIdsForm',
  component: StationIdsForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof StationIdsForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/contact the software team/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled()
  },
}

export const TypesThreeStations: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Station ids' }), ' ST-01, ST-02,, ST-03 ,')
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(['ST-01', 'ST-02', 'ST-03'])
  },
}

export const Clears: Story = {
  // Its play function changes what is on screen, so a screenshot would race it.
  parameters: { loki: { skip: true } },
  args: { defaultValue: 'ST-01, ST-02' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    await expect(canvas.getByRole('textbox', { name: 'Station ids' })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeDisabled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Empty, Clears }).map(([name, story]) => (
        <StationIdsForm key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}
