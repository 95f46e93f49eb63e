import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ResendCode } from './ResendCode.tsx'

const meta = {
  title: 'Customer/ResendCode',
  component: ResendCode,
  args: { onResend: fn() },
} satisfies Meta<typeof ResendCode>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Haven't received a message yet?")).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }))
    await expect(args.onResend).toHaveBeenCalledOnce()
  },
}

export const Submitting: Story = {
  args: { isPending: true },
}

export const CoolingDown: Story = {
  args: { secondsLeft: 42, countdown: '0:42' },
}
