import type { FleetMapAnswer, FleetVehicle, Geofence, TheftRule } from '@vigil/domain'
// The kit's own stories' geofences and rules, so the page and its parts show one set of places.
import {
  rosebankDepot as depot,
  sandtonHome as home,
  lockedMoving,
  nightAtHome,
  silentTracker,
} from '@vigil/ui/testing'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, pageStory, pending } from '../../stories/pageStory.tsx'

// The Rules pages' stories: the fleet the kit's fixtures name (vehicle 1, holder 7, company 1) round Sandton and
// Rosebank, its geofences and rules, and the API answering them.

export { depot, home, silentTracker }

// No report times: a marker's state would otherwise change with the day the screenshot is taken (a fresh report goes
// silent). Never reported is 'silent', an open alarm is 'alarm', no tracker is 'noTracker', whatever the clock says.
const vehicle = (id: number, registrationNumber: string, latitude: number, longitude: number): FleetVehicle => ({
  id,
  userId: 7,
  userFirstName: 'Thandi',
  userLastName: 'Nkosi',
  registrationNumber,
  nickname: '',
  make: 'Toyota',
  model: 'Hilux',
  deviceId: id === 3 ? null : 200 + id,
  deviceSerialNumber: id === 3 ? null : `VG-${200 + id}`,
  gpsDateTime: null,
  gpsReceivedDateTime: null,
  deviceLastSeenDateTime: null,
  gpsLatitudeDegrees: latitude,
  gpsLongitudeDegrees: longitude,
  isLocked: true,
  tamperActive: false,
  openAlarmIds: id === 2 ? [41] : [],
  companyIds: id === 2 ? [1] : [],
})

export const fleet: FleetMapAnswer = {
  vehicles: [
    vehicle(1, 'CA 100-000', -26.1076, 28.0567),
    vehicle(2, 'ND 22 GP', -26.147, 28.042),
    vehicle(3, 'GP 77 XY GP', -26.125, 28.07),
  ],
  companies: [{ id: 1, name: 'Acme Logistics' }],
}

/** The server's refusal of a call, as a gateway gives it when the API is down. */
export const unavailable = () => HttpResponse.json({}, { status: 503 })

/** GET /FleetMap, /Geofences and /TheftRules answered with these lists (each replaceable by a story's own handler). */
export const rulesAnswers = ({
  geofences = [home, depot],
  rules = [nightAtHome, lockedMoving, silentTracker],
}: {
  geofences?: Geofence[]
  rules?: TheftRule[]
} = {}) => [
  http.get(`${API}/FleetMap`, () => HttpResponse.json(fleet)),
  http.get(`${API}/Geofences`, () => HttpResponse.json({ items: geofences })),
  http.get(`${API}/TheftRules`, () => HttpResponse.json({ items: rules })),
]

/** PUT `path`/`id` answered as saved: what was sent, with its id. */
export const savedAs = (path: string, id: number) =>
  http.put(`${API}${path}/${id}`, async ({ request }) =>
    HttpResponse.json({ id, ...((await request.json()) as object) }),
  )

/**
 * Opens `item` in the page's editor, types `text` into the field labelled `field` in place of what it held, and
 * presses Save (`save` is its label); answers the field, for what the story checks next.
 */
export async function editAndSave(
  canvasElement: HTMLElement,
  { item, field, text, save }: { item: string; field: string; text: string; save: string },
) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${item}` }))
  await expect(canvas.getByRole('heading', { name: `Edit ${item}` })).toBeVisible()
  const input = canvas.getByRole('textbox', { name: field })
  await userEvent.clear(input)
  await userEvent.type(input, text)
  await userEvent.click(canvas.getByRole('button', { name: save }))
  return input
}

/** A Rules page's story at `path`, and the states its list shares with the other's: empty, loading and failed. */
export function rulesPage({
  path,
  call,
  noun,
  newLabel,
}: {
  path: string
  call: string
  noun: string
  newLabel: string
}) {
  /** The page with these answers, and each GET in `failing` answered 503. */
  const at = (handlers: RequestHandler[], failing: string[] = []) =>
    pageStory({
      path,
      role: 'Technical-Agent',
      handlers: [...failing.map((failed) => http.get(`${API}${failed}`, unavailable)), ...handlers],
    })
  const loading = at([pending('get', call), ...rulesAnswers()])
  return {
    at,
    /** Checks the list (named `title`) holds each of `lines`, once the answers are in. */
    lists: async (canvasElement: HTMLElement, title: string, lines: (string | RegExp)[]) => {
      const list = await within(canvasElement).findByRole('list', { name: title })
      for (const line of lines) await expect(await within(list).findByText(line)).toBeVisible()
    },
    Empty: {
      ...at(rulesAnswers({ geofences: [], rules: [] })),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement)
        await expect(await canvas.findByText(`No ${noun} yet`)).toBeVisible()
        await expect(canvas.getByRole('button', { name: newLabel })).toBeEnabled()
      },
    },
    Loading: loading,
    Failed: {
      ...at(rulesAnswers(), [call]),
      // 'The geofences could not load', never 'No geofences yet'.
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement)
        await expect(await canvas.findByText(`The ${noun} could not load`)).toBeVisible()
        await expect(canvas.queryByText(`No ${noun} yet`)).toBeNull()
      },
    },
  }
}
