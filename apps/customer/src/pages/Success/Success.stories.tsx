import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryApp } from '@vigil/app-kit'
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

export const Default: Story = {}

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
