import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Alarm } from '@vigil/domain'
import { HttpResponse, http } from 'msw'
import { expect, within } from 'storybook/test'
import { API, pageStory } from '../../stories/pageStory.tsx'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const alarm = (overrides: Partial<Alarm>): Alarm => ({
  id: 1,
  vehicleId: 7,
  kind: 'SOS',
  ruleName: 'SOS',
  evidence: null,
  status: 'Open',
  raisedOn: minutesAgo(2),
  lastReportedOn: minutesAgo(2),
  reportCount: 1,
  latitudeDegrees: -26.1076,
  longitudeDegrees: 28.0567,
  registrationNumber: 'CA 123-456',
  nickname: "Thandi's Toyota",
  make: 'Toyota',
  model: 'Hilux 2.8 GD-6',
  accountHolderId: 3,
  accountHolderName: 'Thandi Nkosi',
  accountHolderPhone: '+27 825550101',
  acknowledgedOn: null,
  acknowledgedBy: null,
  armedResponseOn: null,
  armedResponseBy: null,
  airAmbulanceOn: null,
  airAmbulanceBy: null,
  resolvedOn: null,
  resolvedBy: null,
  resolutionNote: null,
  ...overrides,
})

const desk = [
  alarm({
    id: 3,
    kind: 'Tamper',
    ruleName: 'Car battery disconnected',
    registrationNumber: 'GP 88-21 ZN',
    accountHolderName: 'Pieter Botha',
  }),
  alarm({
    id: 2,
    status: 'Acknowledged',
    raisedOn: minutesAgo(9),
    acknowledgedOn: minutesAgo(8),
    acknowledgedBy: 'Lerato Mokoena',
  }),
  alarm({
    id: 1,
    status: 'Resolved',
    raisedOn: minutesAgo(90),
    acknowledgedOn: minutesAgo(89),
    acknowledgedBy: 'Lerato Mokoena',
    armedResponseOn: minutesAgo(88),
    armedResponseBy: 'Lerato Mokoena',
    resolvedOn: minutesAgo(60),
    resolvedBy: 'Sipho Dlamini',
    resolutionNote: 'Driver safe; vehicle recovered.',
  }),
]

const meta = {
  title: 'Dashboard/Pages/Alarms',
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// The response clocks run from the real time, so these stories are checked by their play functions, not screenshots.
export const Desk: Story = {
  ...pageStory({
    path: '/agent/alarms/all',
    role: 'Technical-Agent',
    handlers: [
      http.get(`${API}/Alarms`, () => HttpResponse.json({ items: desk, totalCount: 3, pageIndex: 0, pageSize: 50 })),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Open alarms (2)' }, { timeout: 10_000 })).toBeVisible()
    const cards = await canvas.findAllByRole('article')
    await expect(cards.map((card) => card.getAttribute('data-alarm-id'))).toEqual(['3', '2', '1'])
    // The Alarms tab is the current one and counts the open alarms (no header link repeats it).
    await expect(await canvas.findByRole('link', { name: 'Alarms 2 open' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Empty: Story = {
  ...pageStory({ path: '/agent/alarms/all', role: 'Company-Admin' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No open alarms', {}, { timeout: 10_000 })).toBeVisible()
  },
}
