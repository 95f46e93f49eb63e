import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { MapView } from './MapView.tsx'

// No API key in stories: tests run without network, so every story shows the offline basemap (no grey grid).
const meta = {
  title: 'Map/MapView',
  component: MapView,
  args: { latitude: -26.1076, longitude: 28.0567, pin: 'locked', apiKey: null },
} satisfies Meta<typeof MapView>

export default meta
type Story = StoryObj<typeof meta>

export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Locked' })).toBeVisible()
    await expect(canvas.getByText('-26.1076, 28.0567')).toBeVisible()
  },
}

export const Unlocked: Story = { args: { pin: 'unlocked' } }

export const Alert: Story = {
  args: { pin: 'alert' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Alert' })).toBeVisible()
  },
}

export const NoGpsPosition: Story = {
  args: { latitude: null, longitude: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No GPS position')).toBeVisible()
  },
}

/** The outlines still loading: the sea, the cities, the pin and the coordinates show at once. */
export const OutlinesLoading: Story = { args: { outlines: () => new Promise(() => {}) } }

// Loki skips stories with play functions, so every state also appears in this one screenshot.
export const AllStates: Story = {
  render: (args) => (
    <Stack $gap={5}>
      {Object.entries({ Locked, Unlocked, Alert, NoGpsPosition, OutlinesLoading }).map(([name, story]) => (
        <MapView key={name} {...args} {...story.args} />
      ))}
    </Stack>
  ),
}

export const ScriptFailsToLoad: Story = {
  args: {
    apiKey: 'maps-key-from-settings',
    mapsLoader: () => Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
    onLoadError: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // The failure is held: the offline basemap replaces the Google map and no error text is shown.
    await waitFor(() => expect(args.onLoadError).toHaveBeenCalledOnce())
    await expect(canvas.getByText('-26.1076, 28.0567')).toBeVisible()
    await expect(canvas.queryByText(/could not load/)).toBeNull()
  },
}
