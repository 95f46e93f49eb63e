import type { Meta, StoryObj } from '@storybook/react-vite'
import { FLEET_STATES, type FleetState } from '@vigil/domain'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Stack } from '../layout/index.ts'
import { FleetLegend } from './FleetLegend.tsx'
import { FleetMap, fleetMarkerState } from './FleetMap.tsx'
import { aFleet, FIXED_NOW } from './fleet.fixture.ts'

const fleet = aFleet(600)

const meta = {
  title: 'Map/FleetMap',
  component: FleetMap,
  args: { vehicles: fleet, now: FIXED_NOW, onOpenVehicle: fn(), height: '480px', clusterInWorker: false },
} satisfies Meta<typeof FleetMap>

export default meta
type Story = StoryObj<typeof meta>

/** The whole fleet in view, clustered: each cluster is a button named 'N vehicles' in its most urgent state's colour. */
export const Clustered: Story = {}

/** Close in on Johannesburg: single vehicles, each a button named by its registration, with its state's glyph. */
export const ZoomedIn: Story = {
  args: { initialViewport: { longitude: 28.05, latitude: -26.2, zoom: 11 }, vehicles: aFleet(120) },
}

export const OneVehicleSelected: Story = {
  args: {
    initialViewport: { longitude: 28.05, latitude: -26.2, zoom: 11 },
    vehicles: aFleet(120),
    selectedVehicleId: 1,
  },
}

export const OpensAVehicleFromTheKeyboard: Story = {
  args: { initialViewport: { longitude: 28.05, latitude: -26.2, zoom: 12 }, vehicles: aFleet(20) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const marker = await canvas.findByRole('button', { name: 'CA 100-000' })
    marker.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpenVehicle).toHaveBeenCalledWith(1)
  },
}

export const ExpandsAClusterOnClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const clusters = await canvas.findAllByRole('button', { name: /^\d+ vehicles$/ })
    const before = clusters.length
    await userEvent.click(clusters[0]!)
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: /^\d+ vehicles$|^CA / }).length).not.toBe(before),
    )
  },
}

function LegendWithCounts() {
  const [selected, setSelected] = useState<Set<FleetState>>(() => new Set())
  const counts = Object.fromEntries(FLEET_STATES.map((state) => [state, 0])) as Record<FleetState, number>
  for (const vehicle of fleet) counts[fleetMarkerState(vehicle, FIXED_NOW)]++
  return <FleetLegend counts={counts} selected={selected} onSelectedChange={setSelected} />
}

/** The legend is the state filter: colour, glyph, name and count for each state. */
export const Legend: Story = {
  render: () => (
    <Stack $gap={3}>
      <LegendWithCounts />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alarm = canvas.getByRole('checkbox', { name: /^Alarm open/ })
    await userEvent.click(alarm)
    await expect(alarm).toBeChecked()
  },
}
