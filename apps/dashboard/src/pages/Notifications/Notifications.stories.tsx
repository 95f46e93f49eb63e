import type { Meta, StoryObj } from '@storybook/react-vite'
import { notificationsPageTexts as texts, webhookUrlMessages } from '@vigil/domain'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, pageStory, problem } from '../../stories/pageStory.tsx'

const company = { id: 3, name: 'Fleet Co', createdOn: '2026-11-01T08:00:00Z' }
const handlers = [
  http.get(`${API}/My/NotificationPreferences`, () =>
    HttpResponse.json({ channels: { default: ['email', 'push'] }, quietHours: null }),
  ),
  http.get(`${API}/Companies`, () =>
    HttpResponse.json({ items: [company], totalCount: 1, pageIndex: 0, pageSize: 50 }),
  ),
  http.get(`${API}/Companies/3/Escalation`, () => HttpResponse.json({ companyId: 3, minutes: 10 })),
  http.get(`${API}/Companies/3/Webhooks`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}/Webhooks/DeadLetters`, () => HttpResponse.json({ items: [] })),
  http.post(`${API}/Companies/3/Webhooks`, () => problem(400, { url: webhookUrlMessages.privateAddress })),
]

const meta = {
  title: 'Dashboard/Pages/Notifications',
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A Company-Admin: their own channels, and their company's escalation and webhooks; a refused URL under its field. */
export const ForACompanyAdmin: Story = {
  ...pageStory({ path: '/agent/notifications', role: 'Company-Admin', handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: texts.webhooks }, { timeout: 10_000 })
    await userEvent.type(canvas.getByRole('textbox', { name: texts.webhookUrl }), 'https://10.0.0.5/hook')
    await userEvent.click(canvas.getByRole('button', { name: texts.addWebhook }))
    await expect(await canvas.findByText(webhookUrlMessages.privateAddress)).toBeVisible()
  },
}

/** An agent without company settings sees only their own. */
export const ForASalesAgent: Story = {
  ...pageStory({ path: '/agent/notifications', role: 'Sales-Agent', handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: texts.mySettings }, { timeout: 10_000 })
    await expect(canvas.queryByRole('region', { name: texts.webhooks })).toBeNull()
  },
}
