import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { EditActions } from './EditActions.tsx'

const meta = {
  title: 'Rules/EditActions',
  component: EditActions,
  args: { noun: 'geofence', onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof EditActions>
export default meta
type Story = StoryObj<typeof meta>

/** A new one: nothing to delete yet. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Save geofence' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Delete geofence' })).toBeNull()
  },
}

export const Saving: Story = { args: { savedName: 'Home', saving: true } }

/** Delete asks first, naming the geofence; only the confirmation deletes. */
export const DeleteAsksFirst: Story = {
  args: { savedName: 'Home', deleteConsequence: 'Rules watching it must be deleted first.' },
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete geofence' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Home?' })
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete geofence' }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce())
  },
}
