import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_PREFERENCES, notificationSettingsMessages, notificationsPageTexts as texts } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NotificationSettings } from './NotificationSettings.tsx'

const meta = {
  title: 'Notifications/NotificationSettings',
  component: NotificationSettings,
  args: { preferences: DEFAULT_PREFERENCES, onSave: fn() },
} satisfies Meta<typeof NotificationSettings>
export default meta
type Story = StoryObj<typeof meta>

/** Never chosen: email and web push for every alarm, no quiet hours. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: `${texts.channelLabels.sms}: SOS` }))
    await userEvent.click(canvas.getByRole('button', { name: texts.save }))
    await expect(args.onSave).toHaveBeenCalledWith({
      channels: { default: ['email', 'push'], SOS: ['email', 'sms', 'push'] },
      quietHours: null,
    })
  },
}
export const WithQuietHours: Story = {
  args: {
    preferences: { channels: { default: ['email'], SOS: ['sms', 'push'] }, quietHours: { from: '22:00', to: '06:00' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: texts.quietFrom })).toHaveValue('22:00')
  },
}
export const Saving: Story = { args: { busy: true } }
export const Saved: Story = { args: { outcome: 'saved' } }
export const SaveFailed: Story = { args: { outcome: 'failed' } }
/** The server's answer under the fields it is about. */
export const InvalidQuietHours: Story = {
  args: {
    preferences: { channels: { default: ['email'] }, quietHours: { from: '22:00', to: '25:00' } },
    errors: { 'quietHours.to': notificationSettingsMessages.timeOfDay },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(notificationSettingsMessages.timeOfDay)).toBeVisible()
  },
}
