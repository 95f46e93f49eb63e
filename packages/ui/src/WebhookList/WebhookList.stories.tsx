import type { Meta, StoryObj } from '@storybook/react-vite'
import { notificationsPageTexts as texts, webhookUrlMessages } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WebhookList } from './WebhookList.tsx'
import { webhooks } from './webhooks.fixture.ts'

const meta = {
  title: 'Notifications/WebhookList',
  component: WebhookList,
  args: { webhooks, onAdd: fn(), onToggle: fn(), onDelete: fn() },
} satisfies Meta<typeof WebhookList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: texts.webhookUrl }), 'https://hooks.example.com/vigil')
    await userEvent.click(canvas.getByRole('button', { name: texts.addWebhook }))
    await expect(args.onAdd).toHaveBeenCalledWith({ url: 'https://hooks.example.com/vigil', description: '' })
    await userEvent.click(canvas.getByRole('switch', { name: `${texts.enabled}: ${webhooks[1]!.url}` }))
    await expect(args.onToggle).toHaveBeenCalledWith(2, true)
  },
}
export const Empty: Story = { args: { webhooks: [] } }
export const Adding: Story = { args: { adding: true } }
/** Just added: the signing secret, this once. */
export const Created: Story = {
  args: { created: { ...webhooks[0]!, secret: 'whsec_3q2-TmV3U2VjcmV0Rm9yVGhlQ29udHJvbFJvb20' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^whsec_/)).toBeVisible()
  },
}
/** The server refused the address: its message under the URL field. */
export const PrivateAddress: Story = {
  args: { errors: { url: webhookUrlMessages.privateAddress } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(webhookUrlMessages.privateAddress)).toBeVisible()
  },
}
export const HttpsOnly: Story = { args: { errors: { url: webhookUrlMessages.httpsOnly } } }
