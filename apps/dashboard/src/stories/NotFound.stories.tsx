import type { Meta, StoryObj } from '@storybook/react-vite'
import { pageStory } from './pageStory.tsx'

const meta = {
  title: 'Dashboard/Pages/NotFound',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const UnknownPath: Story = {
  ...pageStory({ path: '/no-such-page' }),
}
