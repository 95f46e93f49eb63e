import type { Meta, StoryObj } from '@storybook/react-vite'
import { formatTimeOfDay, replayDayOf, replayDayWindow } from '@vigil/domain'
import { delay, HttpResponse, http } from 'msw'
import { expect, fireEvent, waitFor, within } from 'storybook/test'
import { API, pageStory } from '../../stories/pageStory.tsx'

// Yesterday in South Africa (the page opens on today; a story picks its day in the address, as Back and reload keep it).
const day = replayDayOf(new Date(Date.now() - 24 * 3600_000))
const from = replayDayWindow(day).from.getTime()

// 40 minutes from 09:00, a report every 5 seconds, heading north-east out of Johannesburg with a 10-minute stand.
const times: number[] = []
const latitudes: number[] = []
const longitudes: number[] = []
for (let second = 0; second <= 40 * 60; second += 5) {
  const moving = second < 15 * 60 ? second : second < 25 * 60 ? 15 * 60 : second - 10 * 60
  times.push(from + 9 * 3600_000 + second * 1000)
  latitudes.push(-26.2041 + moving * 0.00004 + Math.sin(moving / 120) * 0.002)
  longitudes.push(28.0473 + moving * 0.00005)
}
const route = { day, times, latitudes, longitudes, sosTimes: [] }

const entry = {
  isLocked: null,
  isLockedByUserFirstName: null,
  isLockedByUserLastName: null,
  isLockedChangedByAdminUser: null,
  auraCalloutStatus: null,
  auraCalloutCreatedByUserFirstName: null,
  auraCalloutCreatedByUserLastName: null,
  capitalAirIncidentStatus: null,
  capitalAirIncidentCreatedByUserFirstName: null,
  capitalAirIncidentCreatedByUserLastName: null,
  tamperCancelled: null,
  tamperCancelledByUserFirstName: null,
  tamperCancelledByUserLastName: null,
  tamperCarBatteryState: null,
  tamperGpsState: null,
  lastKnownGpsLatitudeDegrees: null,
  lastKnownGpsLongitudeDegrees: null,
}
const entries = [
  {
    ...entry,
    id: 2,
    type: 'TamperAlert',
    dateTime: new Date(times[200]!).toISOString(),
    tamperCarBatteryState: 0,
    tamperCancelled: false,
  },
  {
    ...entry,
    id: 1,
    type: 'LockState',
    dateTime: new Date(times[185]!).toISOString(),
    isLocked: true,
    isLockedByUserFirstName: 'Thandi',
    isLockedByUserLastName: 'Nkosi',
    isLockedChangedByAdminUser: false,
  },
]
const page = <T,>(items: T[]) => ({ items, totalCount: items.length, pageIndex: 0, pageSize: 50 })

const handlers = (answer: { route: object; entries: object[] }) => [
  http.get(`${API}/Users`, () => HttpResponse.json(page([{ id: 3, firstName: 'Thandi', lastName: 'Nkosi' }]))),
  http.get(`${API}/Vehicles`, () =>
    HttpResponse.json(page([{ id: 7, userId: 3, registrationNumber: 'CA 123-456', nickname: "Thandi's Toyota" }])),
  ),
  http.get(`${API}/Vehicles/7/Route`, () => HttpResponse.json(answer.route)),
  http.get(`${API}/Vehicles/7/History`, () => HttpResponse.json(page(answer.entries))),
  http.get(`${API}/Vehicles/7/AuditEntries`, () => HttpResponse.json(page([]))),
]

const meta = {
  title: 'Dashboard/Pages/VehicleHistory',
  // The day is yesterday's, so the screenshots would change daily: these stories are checked by their play functions.
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const path = `/agent/clients/3/vehicle/7/history?day=${day}`

export const Replay: Story = {
  ...pageStory({ path, role: 'Technical-Agent', handlers: handlers({ route, entries }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vehicle history CA 123-456' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Account holder: Thandi Nkosi')).toBeVisible()
    const map = await canvas.findByRole('group', { name: /^Route on / }, { timeout: 10_000 })
    await waitFor(() => expect(Number(map.getAttribute('data-points-drawn'))).toBeGreaterThan(1))
    await expect(
      within(map).getByRole('button', { name: `Car battery disconnected at ${formatTimeOfDay(times[200]!)}` }),
    ).toBeVisible()
    await expect(
      within(map).getByRole('img', { name: /^Stop from 09:1\d:\d\d to 09:25:00 \(1\d min\)$/ }),
    ).toBeVisible()
    const slider = canvas.getByRole('slider', { name: 'Replay time' })
    await expect(slider).toHaveAttribute('aria-valuetext', '09:00:00')
    await fireEvent.keyDown(slider, { key: 'PageUp' })
    await expect(slider).toHaveAttribute('aria-valuetext', '09:05:00')
    await expect(canvas.getByRole('button', { name: 'Download history' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeEnabled()
  },
}

export const EmptyDay: Story = {
  ...pageStory({
    path,
    role: 'Technical-Agent',
    handlers: handlers({ route: { day, times: [], latitudes: [], longitudes: [], sosTimes: [] }, entries: [] }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No trips on this day', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Download history' })).toBeDisabled()
  },
}

export const Loading: Story = {
  ...pageStory({
    path,
    role: 'Technical-Agent',
    handlers: [
      http.get(`${API}/Vehicles/7/Route`, async () => {
        await delay('infinite')
        return HttpResponse.json(route)
      }),
      ...handlers({ route, entries }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the route', {}, { timeout: 10_000 })).toBeVisible()
  },
}
