import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Age } from './Age.tsx'

const now = new Date('2025-03-14T10:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

const meta = {
  title: 'Vehicles/Age',
  component: Age,
  args: { value: ago(12_000), now },
} satisfies Meta<typeof Age>

export default meta
type Story = StoryObj<typeof meta>

export const Live: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 s ago')).toBeVisible()
  },
}

export const WentSilent: Story = {
  args: { value: ago(65 * 60_000), withDateTime: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/1 h ago/)).toBeVisible()
  },
}

export const Never: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('N/A')).toBeVisible()
  },
}

/** An age on the shared one-second clock, taken ten seconds before it first showed. */
function TenSecondsAgo() {
  const [value] = useState(() => new Date(Date.now() - 10_000).toISOString())
  return <Age value={value} />
}

export const Ticking: Story = {
  render: () => <TenSecondsAgo />,
  // The real clock: the age counts on while it shows (a screenshot would never match).
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = (await canvas.findByText(/\d+ s ago/)).textContent
    await waitFor(() => expect(canvas.getByText(/\d+ s ago/).textContent).not.toBe(first), { timeout: 3000 })
  },
}
