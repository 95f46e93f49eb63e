import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { UnexpectedError } from './UnexpectedError.tsx'

const meta = {
  title: 'Foundations/UnexpectedError',
  component: UnexpectedError,
} satisfies Meta<typeof UnexpectedError>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithDetail: Story = { args: { detail: '404 Not Found' } }

export const IsAnnounced: Story = {
  args: { detail: 'Failed to fetch dynamically imported module' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    await expect(alert).toHaveTextContent('Failed to fetch dynamically imported module')
  },
}
