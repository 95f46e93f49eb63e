import type { Meta, StoryObj } from '@storybook/react-vite'
import { notificationSettingsMessages, notificationsPageTexts as texts } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EscalationSettings } from './EscalationSettings.tsx'

const meta = {
  title: 'Notifications/EscalationSettings',
  component: EscalationSettings,
  args: { minutes: 10, onSave: fn() },
} satisfies Meta<typeof EscalationSettings>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const minutes = canvas.getByRole('textbox', { name: texts.escalationMinutes })
    await userEvent.clear(minutes)
    await userEvent.type(minutes, '5')
    await userEvent.click(canvas.getByRole('button', { name: texts.save }))
    await expect(args.onSave).toHaveBeenCalledWith(5)
  },
}
export const Saving: Story = { args: { busy: true } }
export const Saved: Story = { args: { outcome: 'saved' } }
export const SaveFailed: Story = { args: { outcome: 'failed' } }
export const OutOfRange: Story = {
  args: { minutes: 0, error: notificationSettingsMessages.escalationMinutes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(notificationSettingsMessages.escalationMinutes)).toBeVisible()
  },
}
