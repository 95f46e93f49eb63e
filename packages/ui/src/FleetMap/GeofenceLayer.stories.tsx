import type { Meta, StoryObj } from '@storybook/react-vite'
import type { GeofenceShape } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { rosebankDepot, sandtonHome } from '../GeofenceEditor/geofence.fixture.ts'
import { FleetMap } from './FleetMap.tsx'
import { aFleet, FIXED_NOW } from './fleet.fixture.ts'
import { type DrawMode, GeofenceLayer, type GeofenceLayerProps } from './GeofenceLayer.tsx'

const geofences = [sandtonHome, rosebankDepot]
const vehicles = aFleet(40)

type LayerArgs = Omit<GeofenceLayerProps, 'view'>

/** The layer over the fleet map, as the Geofences page shows it, looking at Sandton. */
function OnTheMap(args: LayerArgs) {
  return (
    <FleetMap
      vehicles={vehicles}
      now={FIXED_NOW}
      onOpenVehicle={() => {}}
      height="420px"
      clusterInWorker={false}
      initialViewport={{ longitude: 28.048, latitude: -26.128, zoom: 13 }}
      overlay={(view) => <GeofenceLayer view={view} {...args} />}
    />
  )
}

const meta = {
  title: 'Map/GeofenceLayer',
  component: OnTheMap,
  args: { geofences, onDraw: fn(), onDrawEnd: fn() },
} satisfies Meta<typeof OnTheMap>
export default meta
type Story = StoryObj<typeof meta>

/** The saved geofences outlined: a circle round a home, a polygon round a depot. */
export const Saved: Story = {}

export const NoGeofences: Story = { args: { geofences: [] } }

/** Editing the home circle: its draft, dashed, instead of the saved outline. */
export const EditingACircle: Story = {
  args: { editingId: 1, draft: { ...sandtonHome.shape, radiusMeters: 900 } as GeofenceShape },
}

/** A polygon being drawn: the corners so far, the first one larger (clicking it closes the polygon). */
export const DrawingAPolygon: Story = {
  args: {
    drawing: 'polygon',
    draft: {
      type: 'polygon',
      points: [
        { latitudeDegrees: -26.118, longitudeDegrees: 28.03 },
        { latitudeDegrees: -26.112, longitudeDegrees: 28.05 },
        { latitudeDegrees: -26.126, longitudeDegrees: 28.06 },
      ],
    },
  },
}

/** A refused draft (here crossing itself) is drawn in the danger colour. */
export const Invalid: Story = {
  args: {
    invalid: true,
    draft: {
      type: 'polygon',
      points: [
        { latitudeDegrees: -26.118, longitudeDegrees: 28.03 },
        { latitudeDegrees: -26.13, longitudeDegrees: 28.06 },
        { latitudeDegrees: -26.118, longitudeDegrees: 28.06 },
        { latitudeDegrees: -26.13, longitudeDegrees: 28.03 },
      ],
    },
  },
}

function Drawing({ mode }: { mode: DrawMode }) {
  const [draft, setDraft] = useState<GeofenceShape | null>(null)
  const [drawing, setDrawing] = useState<DrawMode | null>(mode)
  return (
    <>
      <OnTheMap geofences={[]} draft={draft} drawing={drawing} onDraw={setDraft} onDrawEnd={() => setDrawing(null)} />
      <output>
        {draft?.type === 'circle' ? `radius ${draft.radiusMeters}` : `corners ${draft?.points.length ?? 0}`}
      </output>
      <output>{drawing ? 'drawing' : 'done'}</output>
    </>
  )
}

const pointer = (element: Element, type: string, x: number, y: number) => {
  const rect = element.getBoundingClientRect()
  element.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      clientX: rect.left + x,
      clientY: rect.top + y,
      pointerId: 1,
      isPrimary: true,
    }),
  )
}

/** A circle: press at the centre, drag to the edge, let go; the map does not pan meanwhile. */
export const DrawsACircleByDragging: Story = {
  render: () => <Drawing mode="circle" />,
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const svg = await waitFor(() => {
      const found = canvasElement.querySelector('svg[data-drawing="circle"]')
      if (!found) throw new Error('no drawing layer yet')
      return found
    })
    pointer(svg, 'pointerdown', 200, 200)
    pointer(svg, 'pointermove', 260, 200)
    pointer(svg, 'pointerup', 300, 200)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('done')).toBeInTheDocument())
    const radius = Number(canvas.getByText(/^radius/).textContent?.split(' ')[1])
    // 100 pixels at zoom 13 near Johannesburg are about 1.7 km.
    await expect(radius).toBeGreaterThan(1200)
    await expect(radius).toBeLessThan(2200)
  },
}

/** A polygon: click corners, then the first one again to close it. */
export const DrawsAPolygonByClicking: Story = {
  render: () => <Drawing mode="polygon" />,
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const svg = await waitFor(() => {
      const found = canvasElement.querySelector('svg[data-drawing="polygon"]')
      if (!found) throw new Error('no drawing layer yet')
      return found
    })
    const canvas = within(canvasElement)
    const corners = [
      [100, 100],
      [300, 100],
      [300, 300],
    ] as const
    for (const [index, [x, y]] of corners.entries()) {
      pointer(svg, 'pointerdown', x, y)
      await waitFor(() => expect(canvas.getByText(`corners ${index + 1}`)).toBeInTheDocument())
    }
    pointer(svg, 'pointerdown', 103, 102)
    await waitFor(() => expect(canvas.getByText('done')).toBeInTheDocument())
    await expect(canvas.getByText('corners 3')).toBeInTheDocument()
  },
}
