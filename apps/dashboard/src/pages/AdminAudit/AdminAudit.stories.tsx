import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AuditEntry } from '@vigil/domain'
import { HttpResponse, http } from 'msw'
import { expect, within } from 'storybook/test'
import { API, pageStory } from '../../stories/pageStory.tsx'

const lock: AuditEntry = {
  id: 1,
  on: '2026-11-27T09:30:00.000Z',
  action: 'vehicle.lock',
  actorKind: 'user',
  actorUserId: 2,
  actorName: 'Anele Admin',
  actorRole: 'Admin',
  vehicleId: 7,
  vehicleRegistration: 'CA 123-456',
  deviceId: null,
  userId: null,
  userName: null,
  companyId: null,
  subject: null,
  before: null,
  after: { state: 'sent' },
  note: null,
  address: '196.25.1.14',
}

const meta = {
  title: 'Dashboard/Pages/AdminAudit',
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ForAnAdmin: Story = {
  ...pageStory({
    path: '/admin/audit',
    role: 'Admin',
    handlers: [
      http.get(`${API}/AuditEntries`, () =>
        HttpResponse.json({ items: [lock], totalCount: 1, pageIndex: 0, pageSize: 50 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Audit entries' }, { timeout: 10_000 })
    await expect(within(list).getByText('Vehicle locked')).toBeVisible()
    await expect(canvas.getByText('1–1 of 1')).toBeVisible()
  },
}

export const ForATechnicalAgent: Story = {
  ...pageStory({ path: '/admin/audit', role: 'Technical-Agent' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('searchbox', {}, { timeout: 10_000 })).toBeVisible()
    await expect(within(canvasElement).queryByRole('heading', { name: 'Audit trail' })).toBeNull()
  },
}
