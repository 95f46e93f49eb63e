import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { API, pageStory, pending, problem } from '../../stories/pageStory.tsx'

const meta = {
  title: 'Dashboard/Pages/ResetPassword',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const verified = http.post(`${API}/Auth/VerifyPasswordReset`, () => HttpResponse.json({}))

const fill = async (canvasElement: HTMLElement, password: string, confirmation = password) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('New password', { selector: 'input' }), password)
  await userEvent.type(canvas.getByLabelText('Confirm password', { selector: 'input' }), confirmation)
  return canvas
}

// Signed in, the current password comes first.
const fillChange = async (
  canvasElement: HTMLElement,
  currentPassword: string,
  password: string,
  confirmation = password,
) => {
  const current = await within(canvasElement).findByLabelText('Current password', { selector: 'input' })
  await userEvent.type(current, currentPassword)
  return fill(canvasElement, password, confirmation)
}

export const ChangeWhileSignedIn: Story = { ...pageStory({ path: '/reset-password', role: 'Admin' }) }

export const SignedOutWithoutALink: Story = { ...pageStory({ path: '/reset-password' }) }

export const LiveChecklist: Story = {
  ...pageStory({ path: '/reset-password', role: 'Admin' }),
  play: async ({ canvasElement }) => {
    const canvas = await fillChange(canvasElement, 'Demo-pass-1!', 'secretA1', 'secretA2')
    await userEvent.tab()
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save password' })).toBeDisabled()
  },
}

export const CheckingTheEmailedLink: Story = {
  ...pageStory({ path: '/reset-password?token=abc', handlers: [pending('post', '/Auth/VerifyPasswordReset')] }),
  // The check never answers here, and a screenshot waits for every request.
  parameters: { loki: { skip: true }, msw: { handlers: [pending('post', '/Auth/VerifyPasswordReset')] } },
}

export const EmailedLink: Story = {
  ...pageStory({ path: '/reset-password?token=abc', handlers: [verified] }),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Renewed-pass-2!')
    await expect(canvas.getByRole('button', { name: 'Save password' })).toBeEnabled()
  },
}

export const ExpiredLink: Story = {
  ...pageStory({
    path: '/reset-password?token=abc',
    handlers: [
      http.post(`${API}/Auth/VerifyPasswordReset`, () =>
        problem(400, { passwordResetToken: 'This link is invalid or has expired' }),
      ),
    ],
  }),
  // The screenshot tool counts the refused check as a failed load.
  parameters: {
    loki: { fetchFailIgnore: '/Auth/VerifyPasswordReset' },
    msw: {
      handlers: [
        http.post(`${API}/Auth/VerifyPasswordReset`, () =>
          problem(400, { passwordResetToken: 'This link is invalid or has expired' }),
        ),
      ],
    },
  },
}

export const Submitting: Story = {
  ...pageStory({
    path: '/reset-password?token=abc',
    handlers: [verified, pending('post', '/Auth/CompletePasswordReset')],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Renewed-pass-2!')
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }))
    await expect(await canvas.findByRole('button', { name: 'Submitting' })).toBeVisible()
  },
}

export const ServerFieldError: Story = {
  ...pageStory({
    path: '/reset-password',
    role: 'Technical-Agent',
    handlers: [
      http.post(`${API}/My/UpdatePassword`, () =>
        problem(400, { password: 'The new password must differ from the current one' }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillChange(canvasElement, 'Demo-pass-1!', 'Demo-pass-1!')
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }))
    await expect(await canvas.findByText('The new password must differ from the current one')).toBeVisible()
  },
}

export const NeedsTheCurrentPassword: Story = {
  ...pageStory({ path: '/reset-password', role: 'Admin' }),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Renewed-pass-2!')
    await expect(canvas.getByRole('button', { name: 'Save password' })).toBeDisabled()
  },
}

export const WrongCurrentPassword: Story = {
  ...pageStory({
    path: '/reset-password',
    role: 'Technical-Agent',
    handlers: [
      http.post(`${API}/My/UpdatePassword`, () =>
        problem(400, { currentPassword: 'Your current password is not correct' }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillChange(canvasElement, 'Not-my-pass-1!', 'Renewed-pass-2!')
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }))
    const current = canvas.getByLabelText('Current password', { selector: 'input' })
    await expect(await canvas.findByText('Your current password is not correct')).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
  },
}

export const FailedWithoutAMessage: Story = {
  ...pageStory({
    path: '/reset-password',
    role: 'Technical-Agent',
    handlers: [http.post(`${API}/My/UpdatePassword`, () => HttpResponse.json({}, { status: 500 }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillChange(canvasElement, 'Demo-pass-1!', 'Renewed-pass-2!')
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while creating your password')
  },
}
