import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import type { AccountHolder, ClientVehicle } from '../../data/clients.ts'
import { API, pageStory, pending } from '../../stories/pageStory.tsx'

// At desk widths (1280 px and over) the list is one row a holder with state chips; narrower, the holders' cards.

const names = [
  ['Thandi', 'Nkosi'],
  ['Sipho', 'Dlamini'],
  ['Johan', 'van der Merwe'],
  ['Ayesha', 'Patel'],
  ['Lerato', 'Mokoena'],
  ['Pieter', 'Botha'],
  ['Nomvula', 'Khumalo'],
  ['Kagiso', 'Molefe'],
] as const
const plates = [
  'CA 123-456',
  'GP 77 XY GP',
  'ND 456-789',
  'JHB 001 GP',
  'CY 998-121',
  'DKW 441 EC',
  'FS 22 BB FS',
  'CF 55-010',
]

const holders = names.map(
  ([firstName, lastName], index) =>
    ({
      id: 10 + index,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.co.za`.toLowerCase().replaceAll(' ', ''),
      tamperActive: index === 1,
    }) as unknown as AccountHolder,
)

// No positions or reports: the cards' ages would change with the day the screenshot is taken.
const vehicles = holders.flatMap((holder, index) =>
  [0, ...(index % 3 === 0 ? [1] : [])].map(
    (second) =>
      ({
        id: 100 + index * 2 + second,
        userId: holder.id,
        userFirstName: holder.firstName,
        userLastName: holder.lastName,
        registrationNumber: second ? `CA ${index}${index}-00${index}` : plates[index],
        make: 'Toyota',
        model: 'Corolla',
        makeVariant: 'Toyota Corolla 1.8',
        nickname: '',
        drivers: [],
        deviceId: index === 4 ? null : 200 + index,
        deviceSerialNumber: index === 4 ? null : `VG-${200 + index}`,
        deviceActive: true,
        gpsDateTime: null,
        gpsReceivedDateTime: null,
        deviceLastSeenDateTime: null,
        gpsLatitudeDegrees: null,
        gpsLongitudeDegrees: null,
        isLocked: index % 2 === 0,
        tamperActive: index === 1,
        openAlarmIds: [],
        carBatteryMillivolts: null,
        deviceBatteryMillivolts: null,
        applicationVersion: null,
        autoLockEnabledState: null,
      }) as unknown as ClientVehicle,
  ),
)

const page = <T,>(items: T[]) => ({ items, totalCount: items.length, pageIndex: 0, pageSize: 20 })

const answers = [
  http.get(`${API}/Users`, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')?.toLowerCase()
    const found = search
      ? holders.filter((holder) => `${holder.firstName} ${holder.lastName}`.toLowerCase().includes(search))
      : holders
    return HttpResponse.json(page(found))
  }),
  http.get(`${API}/Vehicles`, () => HttpResponse.json(page(vehicles))),
  // The cards' maps draw the geofences that apply to each vehicle (the Rules pages' stories show some).
  http.get(`${API}/Geofences`, () => HttpResponse.json({ items: [] })),
]

// Looked at through the browser journey's screenshots at 1280 and 375 px (e2e/clients/compact-list.test.ts), as the
// other data pages: a page story's answers come from MSW, which loki's capture does not wait for.
const meta = {
  title: 'Dashboard/Pages/Clients',
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  ...pageStory({ path: '/agent/clients/all', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Ayesha Patel' })).toBeVisible()
    await expect(canvas.getByText('1–8 of 8')).toBeVisible()
  },
}

/** A row opened in place at desk widths (on a phone every card is open anyway). */
export const RowOpen: Story = {
  ...pageStory({ path: '/agent/clients/all', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'Johan van der Merwe' })
    // Narrower than a desk the holders are cards, already open.
    const toggle = canvas.queryByRole('button', { name: 'Johan van der Merwe' })
    if (!toggle) return
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(await canvas.findByRole('button', { name: 'Change device VG-202' })).toBeVisible()
  },
}

/** The search text comes from the address (?search=), as after a reload. */
export const SearchedFromTheAddress: Story = {
  ...pageStory({ path: '/agent/clients/all?search=Thandi%20Nkosi', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Thandi Nkosi' })).toBeVisible()
    await expect(canvas.getByRole('searchbox')).toHaveValue('Thandi Nkosi')
    await expect(canvas.getByText('1–1 of 1')).toBeVisible()
  },
}

export const NoneFound: Story = {
  ...pageStory({ path: '/agent/clients/all?search=zz', role: 'Technical-Agent', handlers: answers }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No clients found')).toBeVisible()
  },
}

export const Loading: Story = {
  ...pageStory({ path: '/agent/clients/all', role: 'Technical-Agent', handlers: [pending('get', '/Users')] }),
}

/** The list call fails: the page says the clients could not load, never that none were found. */
export const Failed: Story = {
  ...pageStory({
    path: '/agent/clients/all',
    role: 'Technical-Agent',
    handlers: [http.get(`${API}/Users`, () => HttpResponse.json({}, { status: 503 }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The clients could not load')).toBeVisible()
    await expect(canvas.queryByText('No clients found')).toBeNull()
  },
}
