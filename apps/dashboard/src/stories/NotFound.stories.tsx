import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { pageStory } from './pageStory.tsx'

const meta = {
  title: 'Dashboard/Pages/NotFound',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const UnknownPath: Story = {
  ...pageStory({ path: '/no-such-page' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Oops! It looks like the page you're looking for is lost."),
    ).toBeVisible()
  },
}
