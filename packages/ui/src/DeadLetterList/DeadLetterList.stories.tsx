import type { Meta, StoryObj } from '@storybook/react-vite'
import { notificationsPageTexts as texts } from '@vigil/domain'
import { expect, fn, userEvent, within } from 'storybook/test'
import { deadLetters } from '../WebhookList/webhooks.fixture.ts'
import { DeadLetterList } from './DeadLetterList.tsx'

const meta = {
  title: 'Notifications/DeadLetterList',
  component: DeadLetterList,
  args: { letters: deadLetters, onReplay: fn() },
} satisfies Meta<typeof DeadLetterList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `${texts.replay} ${texts.alarmNumber(17)}` }),
    )
    await expect(args.onReplay).toHaveBeenCalledWith(41)
  },
}
export const Empty: Story = {
  args: { letters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.noDeadLetters)).toBeVisible()
  },
}
export const Replaying: Story = { args: { replayingId: 41 } }
export const Replayed: Story = { args: { replayedIds: [41] } }
export const ReplayFailed: Story = { args: { error: texts.saveFailed } }
