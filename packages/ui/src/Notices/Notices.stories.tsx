import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { AlertTone } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { createNoticeQueue, NoticeRegion, notify } from './Notices.tsx'

/** A region with its own queue, showing `shown` at once (for the pictures) and a button that adds one more. */
function NoticeDemo({ shown }: { shown: readonly { text: string; tone: AlertTone }[] }) {
  const [queue] = useState(createNoticeQueue)
  useEffect(() => {
    const keys = shown.map((notice) => queue.add(notice))
    return () => {
      for (const key of keys) queue.close(key)
    }
  }, [queue, shown])
  return (
    <>
      <Button onPress={() => notify('Agent added. They will get an email to create a password.', 'success', queue)}>
        Add agent
      </Button>
      <NoticeRegion queue={queue} />
    </>
  )
}

const meta = {
  title: 'Feedback/Notices',
  component: NoticeDemo,
  args: { shown: [] },
  // React Aria portals the region to the body, fixed to the bottom of the screen: loki's picture would be the 9000 px
  // page. The plays check the notices; e2e/answers takes their pictures in the apps at 1280 and 375 px.
  parameters: { layout: 'fullscreen', loki: { skip: true } },
} satisfies Meta<typeof NoticeDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  args: { shown: [{ tone: 'success', text: 'Password changed successfully.' }] },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Password changed successfully.')
  },
}

export const Failure: Story = {
  args: { shown: [{ tone: 'error', text: 'The device could not be reactivated. Please try again.' }] },
}

export const Several: Story = {
  args: {
    shown: [
      { tone: 'success', text: 'Device reactivated.' },
      { tone: 'success', text: 'Thandi Nkosi removed from Acme Logistics.' },
    ],
  },
}

export const AppearsAndDismisses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add agent' }))
    const region = await screen.findByRole('region', { name: 'Notifications' })
    const notice = await within(region).findByRole('alertdialog', { name: /Agent added/ })
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}
