import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryApp } from '@vigil/app-kit'
import { delay, HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { customerRoutes } from '../../routes.tsx'
import { problem, settingsHandler } from '../storyHandlers.ts'

const meta = {
  title: 'Customer pages/Verify account',
  component: MemoryApp,
  args: { routes: customerRoutes, path: '/verify-account' },
  parameters: { layout: 'fullscreen', msw: { handlers: [settingsHandler] } },
  globals: { viewport: { value: 'mobile' } },
  // What sign-up leaves behind for this page.
  beforeEach: () => {
    sessionStorage.setItem('userPhoneNumber', JSON.stringify({ PhoneCode: 27, PhoneNumber: '0721234567' }))
    return () => sessionStorage.clear()
  },
} satisfies Meta<typeof MemoryApp>
export default meta
type Story = StoryObj<typeof meta>

const typeCode = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
  await userEvent.keyboard(code)
}

export const Default: Story = {}

export const Submitting: Story = {
  parameters: {
    loki: { skip: true },
    msw: { handlers: [settingsHandler, http.post('/api/Auth/ConfirmPhone', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456')
    await expect(within(canvasElement).getByRole('textbox', { name: 'Digit 6 of 6' })).toBeDisabled()
  },
}

export const WrongCode: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/Auth/ConfirmPhone', () => problem(400, { PhoneConfirmationToken: ['The code is not valid'] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456')
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The code is not valid')
  },
}

export const ResendSubmitting: Story = {
  parameters: {
    loki: { skip: true },
    msw: { handlers: [settingsHandler, http.post('/api/Auth/ResendPhoneConfirmation', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }))
    await expect(await canvas.findByRole('button', { name: /Submitting/ })).toBeVisible()
  },
}

export const ResendCoolingDown: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/Auth/ResendPhoneConfirmation', () => HttpResponse.json({ resendAfterSeconds: 60 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }))
    await expect(await canvas.findByText(/^You can request a new code in [01]:\d\d$/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled()
  },
}

export const ResendTooSoon: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/Auth/ResendPhoneConfirmation', () =>
          problem(
            429,
            { phoneNumber: ['Please wait 42 seconds before requesting a new code'] },
            { 'retry-after': '42' },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please wait 42 seconds before requesting a new code',
    )
    await expect(canvas.getByText(/^You can request a new code in 0:4\d$/)).toBeVisible()
  },
}

/** Opened without signing up first: nothing to confirm. */
export const NoPhoneNumber: Story = {
  beforeEach: () => sessionStorage.clear(),
}
