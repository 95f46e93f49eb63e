import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppStoreLinks } from './AppStoreLinks.tsx'

const meta = {
  title: 'Customer/AppStoreLinks',
  component: AppStoreLinks,
  args: {
    appStoreUrl: 'https://apps.apple.com/app/vigil',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=vigil',
  },
} satisfies Meta<typeof AppStoreLinks>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', args.appStoreUrl)
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', args.playStoreUrl)
  },
}

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } }
