import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LinkButton } from '../Button/index.ts'
import { NotFound } from './NotFound.tsx'

const meta = {
  title: 'Foundations/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithWayBack: Story = { args: { action: <LinkButton href="/">Go home</LinkButton> } }

export const ShowsTheSpecMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      "Oops! It looks like the page you're looking for is lost.",
    )
  },
}
