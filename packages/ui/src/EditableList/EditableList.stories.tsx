import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EditableList } from './EditableList.tsx'

interface Place {
  id: number
  name: string
}

const places: Place[] = [
  { id: 1, name: 'Home' },
  { id: 2, name: 'Work' },
]

const meta = {
  title: 'Rules/EditableList',
  component: EditableList<Place>,
  args: {
    title: 'Geofences',
    newLabel: 'New geofence',
    onNew: fn(),
    items: places,
    itemKey: (place: Place) => place.id,
    renderItem: (place: Place) => <span>{place.name}</span>,
    emptyTitle: 'No geofences yet',
    emptyDescription: 'Draw one on the map.',
  },
} satisfies Meta<typeof EditableList<Place>>
export default meta
type Story = StoryObj<typeof meta>

export const Listed: Story = {
  args: { currentKey: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'New geofence' }))
    await expect(args.onNew).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading geofences')).toBeInTheDocument()
  },
}

export const Empty: Story = { args: { items: [] } }

export const LoadFailed: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The geofences could not load')).toBeInTheDocument()
  },
}
