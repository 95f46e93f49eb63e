import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { rosebankDepot, sandtonHome, scopeChoicesFixture } from '../GeofenceEditor/geofence.fixture.ts'
import { GeofenceList } from './GeofenceList.tsx'

const meta = {
  title: 'Rules/GeofenceList',
  component: GeofenceList,
  args: {
    geofences: [sandtonHome, rosebankDepot],
    scopeName: (scope, id) => scopeChoicesFixture[scope].find((choice) => choice.id === id)?.label,
    onEdit: fn(),
    onNew: fn(),
  },
} satisfies Meta<typeof GeofenceList>
export default meta
type Story = StoryObj<typeof meta>

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Circle, 400 m radius · One vehicle: CA 100-000/)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Rosebank depot' }))
    await expect(args.onEdit).toHaveBeenCalledWith(rosebankDepot)
  },
}

/** Just saved: said as a status over the list. */
export const JustSaved: Story = { args: { notice: 'Home saved.' } }

export const Editing: Story = { args: { editingId: 1 } }

export const Loading: Story = { args: { geofences: undefined } }

export const Empty: Story = { args: { geofences: [] } }

export const LoadFailed: Story = { args: { error: true } }
