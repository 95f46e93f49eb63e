import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryApp } from '@vigil/app-kit'
import { expect, within } from 'storybook/test'
import { customerRoutes } from '../../routes.tsx'
import { settingsHandler } from '../storyHandlers.ts'

const meta = {
  title: 'Customer pages/Success',
  component: MemoryApp,
  args: { routes: customerRoutes, path: '/success' },
  parameters: { layout: 'fullscreen', msw: { handlers: [settingsHandler] } },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MemoryApp>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Vigil!' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /App Store/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible()
  },
}

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
