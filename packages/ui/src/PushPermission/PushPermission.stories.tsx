import type { Meta, StoryObj } from '@storybook/react-vite'
import { notificationsPageTexts as texts } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PushPermission } from './PushPermission.tsx'

const meta = {
  title: 'Notifications/PushPermission',
  component: PushPermission,
  args: { state: 'off', onTurnOn: fn() },
} satisfies Meta<typeof PushPermission>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.turnOnPush }))
    await expect(args.onTurnOn).toHaveBeenCalled()
  },
}
export const TurningOn: Story = { args: { busy: true } }
export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
/** The browser refused permission: say where to allow it. */
export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.pushStates.denied)).toBeVisible()
  },
}
export const Unsupported: Story = { args: { state: 'unsupported' } }
export const Failed: Story = { args: { state: 'failed' } }
