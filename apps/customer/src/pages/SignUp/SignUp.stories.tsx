import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryApp } from '@vigil/app-kit'
import { delay, HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { customerRoutes } from '../../routes.tsx'
import { problem, settingsHandler } from '../storyHandlers.ts'

const meta = {
  title: 'Customer pages/Sign up',
  component: MemoryApp,
  args: { routes: customerRoutes, path: '/sign-up' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [settingsHandler] },
    viewport: { defaultViewport: 'mobile' },
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MemoryApp>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const fillEmail = async (canvas: Canvas, email = 'naledi@example.co.za') => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email)
  await userEvent.click(canvas.getByRole('checkbox', { name: /terms and conditions/ }))
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
}

const fillPassword = async (canvas: Canvas) => {
  await userEvent.type(await canvas.findByLabelText('Password', { exact: true }), 'Strong-pass-1!')
  await userEvent.type(canvas.getByLabelText('Confirm password', { exact: true }), 'Strong-pass-1!')
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
}

const fillDetails = async (canvas: Canvas) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Naledi')
  await userEvent.type(canvas.getByRole('textbox', { name: 'Surname' }), 'Mahlangu')
  await userEvent.type(canvas.getByRole('textbox', { name: 'Cellphone number' }), '0721234567')
  await userEvent.type(canvas.getByRole('textbox', { name: 'South African ID Number' }), '9001015009086')
}

/** Step 1: Next waits for a valid email and the terms. */
export const EmailStep: Story = {}

export const EmailStepInvalid: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'naledi@')
    await userEvent.tab()
    await expect(await canvas.findByText('Please provide a valid email address')).toBeVisible()
  },
}

/** Step 2: the live checklist under the password. */
export const PasswordStep: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEmail(canvas)
    await userEvent.type(await canvas.findByLabelText('Password', { exact: true }), 'weakpass')
    await expect(canvas.getByRole('list', { name: 'Password requirements' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

/** Step 3: toggling the South African ID switch relabels the field and clears it. */
export const DetailsStepPassport: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEmail(canvas)
    await fillPassword(canvas)
    await fillDetails(canvas)
    await userEvent.click(canvas.getByRole('switch', { name: 'Has a South African ID' }))
    await expect(canvas.getByRole('textbox', { name: 'Passport Number' })).toHaveValue('')
  },
}

export const Submitting: Story = {
  parameters: {
    loki: { skip: true },
    msw: { handlers: [settingsHandler, http.post('/api/Auth/SignUp', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEmail(canvas)
    await fillPassword(canvas)
    await fillDetails(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('button', { name: /Submitting/ })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The server refuses the email: the form returns to step 1 with the message under the field. */
export const EmailTakenReturnsToStepOne: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/Auth/SignUp', () =>
          problem(400, { Email: ['An account with this email address already exists'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEmail(canvas)
    await fillPassword(canvas)
    await fillDetails(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByText('Step 1 of 3: Email')).toBeVisible()
    await expect(canvas.getByText('An account with this email address already exists')).toBeVisible()
  },
}

/** The bot challenge failed: the server's message above the button, on the details step. */
export const ChallengeFailed: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/Auth/SignUp', () =>
          problem(400, { turnstileToken: ['The security check failed. Please try again.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEmail(canvas)
    await fillPassword(canvas)
    await fillDetails(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The security check failed. Please try again.'),
    )
    await expect(canvas.getByText('Step 3 of 3: Details')).toBeVisible()
  },
}

export const SignedUp: Story = {
  parameters: {
    loki: { skip: true },
    msw: {
      handlers: [
        settingsHandler,
        http.post('/api/Auth/SignUp', () =>
          HttpResponse.json({ id: 7, phoneCode: 27, phoneNumber: '721234567', resendAfterSeconds: 60 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEmail(canvas)
    await fillPassword(canvas)
    await fillDetails(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('heading', { name: 'Confirm your cellphone number' })).toBeVisible()
    sessionStorage.clear()
  },
}
