import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Basemap, type BasemapProps } from './Basemap.tsx'
import type { MapViewport } from './projection.ts'

/** The basemap holds its own viewport here, as a page would. */
function ControlledBasemap({ viewport: initial, ...props }: BasemapProps) {
  const [viewport, setViewport] = useState<MapViewport>(initial)
  return (
    <>
      <Basemap {...props} viewport={viewport} onViewportChange={setViewport} />
      <output aria-label="Zoom level">{viewport.zoom.toFixed(1)}</output>
    </>
  )
}

const southAfrica: MapViewport = { longitude: 25.5, latitude: -29, zoom: 5 }

const meta = {
  title: 'Map/Basemap',
  component: Basemap,
  render: (args) => <ControlledBasemap {...args} />,
  args: { viewport: southAfrica, onViewportChange: () => {}, label: 'Map', height: '420px' },
} satisfies Meta<typeof Basemap>

export default meta
type Story = StoryObj<typeof meta>

export const SouthAfrica: Story = {}

export const World: Story = { args: { viewport: { longitude: 20, latitude: 10, zoom: 1.2 } } }

export const Gauteng: Story = { args: { viewport: { longitude: 28.1, latitude: -26.0, zoom: 8 } } }

/** Outlines still loading: the sea and the city labels show at once. */
export const OutlinesLoading: Story = { args: { outlines: () => new Promise(() => {}) } }

export const KeyboardZoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const map = canvas.getByRole('region', { name: 'Map' })
    map.focus()
    await userEvent.keyboard('+')
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('6.0'))
    await userEvent.keyboard('--')
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('4.0'))
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('5.0'))
  },
}
