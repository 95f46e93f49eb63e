import type { Meta, StoryObj } from '@storybook/react-vite'
import { detectStops, positionAt, replayEvents } from '@vigil/domain'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { oneTrip, oneTripEntries, oneTripSos, wholeDay } from '../TripReplay/route.fixture.ts'
import { RouteMap } from './RouteMap.tsx'

const meta = {
  title: 'Map/RouteMap',
  component: RouteMap,
  args: {
    route: oneTrip,
    stops: detectStops(oneTrip),
    events: [],
    position: positionAt(oneTrip, oneTrip.times[600]!),
    label: 'Route on Fri, 27 Nov 2026',
  },
} satisfies Meta<typeof RouteMap>

export default meta
type Story = StoryObj<typeof meta>

export const OneTrip: Story = {}

export const EventsOnRoute: Story = { args: { events: replayEvents(oneTrip, oneTripEntries, oneTripSos) } }

export const ManyPoints: Story = {
  args: { route: wholeDay, stops: detectStops(wholeDay), position: positionAt(wholeDay, wholeDay.times[40_000]!) },
}

/** The slot the offline basemap fills: anything drawn from the projection lies under the route. */
export const WithBasemap: Story = {
  args: {
    basemap: ({ toScreen, width, height }) => {
      const city = toScreen(-26.2041, 28.0473)
      return (
        <svg width={width} height={height} style={{ position: 'absolute', inset: 0 }} aria-hidden="true">
          <circle cx={city.x} cy={city.y} r={6} fill="#888" />
          <text x={city.x + 8} y={city.y + 4} fontSize={12}>
            Johannesburg
          </text>
        </svg>
      )
    },
  },
}

export const ZoomsAndDrawsFewerPoints: Story = {
  args: { route: wholeDay, stops: detectStops(wholeDay), position: positionAt(wholeDay, wholeDay.times[40_000]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const map = canvas.getByRole('group', { name: 'Route on Fri, 27 Nov 2026' })
    await expect(map).toHaveAttribute('data-points', '86400')
    await waitFor(() => expect(Number(map.getAttribute('data-points-drawn'))).toBeGreaterThan(1))
    // Simplified for the zoom: far fewer points than reports.
    await expect(Number(map.getAttribute('data-points-drawn'))).toBeLessThan(86_400 / 10)
    const scale = canvas.getByRole('img', { name: /^Scale: / }).getAttribute('aria-label')
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }))
    await waitFor(() => expect(canvas.getByRole('img', { name: /^Scale: / })).not.toHaveAttribute('aria-label', scale))
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }))
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
  },
}
