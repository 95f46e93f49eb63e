import type { Meta, StoryObj } from '@storybook/react-vite'
import { type GeofenceInput, geofenceErrors, newGeofence } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { DrawMode } from '../FleetMap/index.ts'
import { GeofenceEditor, type GeofenceEditorProps } from './GeofenceEditor.tsx'
import { rosebankDepot, sandtonHome, scopeChoicesFixture } from './geofence.fixture.ts'

const meta = {
  title: 'Rules/GeofenceEditor',
  component: GeofenceEditor,
  args: {
    value: newGeofence('vehicle', 1),
    onChange: fn(),
    scopeChoices: scopeChoicesFixture,
    drawing: null,
    onDrawingChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof GeofenceEditor>
export default meta
type Story = StoryObj<typeof meta>

/** A new geofence: nothing drawn yet. */
export const Empty: Story = {}

/** Drawing a polygon on the map: the corners clicked so far show as rows, and the help says how to close it. */
export const Drawing: Story = {
  args: {
    value: {
      ...rosebankDepot,
      name: 'Rosebank depot',
      shape: {
        type: 'polygon',
        points: rosebankDepot.shape.type === 'polygon' ? rosebankDepot.shape.points.slice(0, 2) : [],
      },
    },
    drawing: 'polygon',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/2 corners so far/)).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Stop drawing' })).toBeInTheDocument()
  },
}

/** Refused: each message under what it names (the domain's own messages). */
export const Invalid: Story = {
  args: {
    value: { ...sandtonHome, name: '', shape: { ...sandtonHome.shape, radiusMeters: 0 } as GeofenceInput['shape'] },
    errors: geofenceErrors({
      ...sandtonHome,
      name: '',
      shape: { ...sandtonHome.shape, radiusMeters: 0 } as GeofenceInput['shape'],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Radius (metres)' })).toBeInvalid()
    await expect(canvas.getByText('Please choose a radius between 10 m and 100 km')).toBeInTheDocument()
  },
}

/** A polygon that crosses itself: the message above the corners, the form still open, nothing saved. */
export const InvalidPolygon: Story = {
  args: {
    value: {
      ...rosebankDepot,
      shape: {
        type: 'polygon',
        points: [
          { latitudeDegrees: -26.142, longitudeDegrees: 28.036 },
          { latitudeDegrees: -26.152, longitudeDegrees: 28.048 },
          { latitudeDegrees: -26.142, longitudeDegrees: 28.048 },
          { latitudeDegrees: -26.152, longitudeDegrees: 28.036 },
        ],
      },
    },
    errors: { 'shape.points': 'The polygon crosses itself; please redraw it' },
    savedName: 'Rosebank depot',
  },
}

/** A saved geofence being edited: Delete asks first. */
export const Saved: Story = { args: { value: sandtonHome, savedName: 'Home' } }

export const Saving: Story = { args: { value: sandtonHome, savedName: 'Home', saving: true } }

export const ServerError: Story = {
  args: {
    value: sandtonHome,
    savedName: 'Home',
    formError: 'Unfortunately the request failed without any good reason.',
  },
}

function Typed(props: GeofenceEditorProps) {
  const [value, setValue] = useState<GeofenceInput>(props.value)
  const [drawing, setDrawing] = useState<DrawMode | null>(null)
  return <GeofenceEditor {...props} value={value} onChange={setValue} drawing={drawing} onDrawingChange={setDrawing} />
}

/** Everything by keyboard: a circle typed as a centre and a radius, then saved. */
export const TypedWithTheKeyboard: Story = {
  render: (args) => <Typed {...args} />,
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Home')
    await userEvent.click(canvas.getByRole('button', { name: /Shape$/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Circle' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Centre latitude' }), '-26.1076')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Centre longitude' }), '28.0567')
    const radius = canvas.getByRole('textbox', { name: 'Radius (metres)' })
    await userEvent.clear(radius)
    await userEvent.type(radius, '300{Enter}')
    await expect(args.onSave).toHaveBeenCalledOnce()
  },
}
