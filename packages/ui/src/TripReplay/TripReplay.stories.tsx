import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fireEvent, waitFor, within } from 'storybook/test'
import { FIXTURE_DAY, oneTrip, oneTripEntries, oneTripSos, wholeDay } from './route.fixture.ts'
import { TripReplay, type TripReplayProps } from './TripReplay.tsx'

function Stateful(props: Omit<TripReplayProps, 'day' | 'onDayChange' | 'latestDay'>) {
  const [day, setDay] = useState(FIXTURE_DAY)
  return <TripReplay {...props} day={day} latestDay={FIXTURE_DAY} onDayChange={setDay} />
}

const meta = {
  title: 'Vehicles/TripReplay',
  component: Stateful,
  args: { route: oneTrip },
} satisfies Meta<typeof Stateful>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { route: null } }

export const EmptyDay: Story = { args: { route: { times: [], latitudes: [], longitudes: [] } } }

export const OneTrip: Story = {}

export const EventsOnRoute: Story = { args: { entries: oneTripEntries, sosTimes: oneTripSos } }

export const ManyPoints: Story = { args: { route: wholeDay } }

/** Playing at 60x from two minutes before the end: the clock runs to the last report and the replay stops there. */
export const Playing: Story = {
  args: {
    entries: oneTripEntries,
    sosTimes: oneTripSos,
    initiallyPlaying: true,
    initialSpeed: 60,
    initialTime: oneTrip.times.at(-1)! - 2 * 60_000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slider = canvas.getByRole('slider', { name: 'Replay time' })
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '07:19:59'), { timeout: 10_000 })
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible()
  },
}

/** Scrubbing with the keyboard moves the marker; the slider's value reads as a South African time. */
export const Scrubbing: Story = {
  args: { entries: oneTripEntries, sosTimes: oneTripSos },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slider = canvas.getByRole('slider', { name: 'Replay time' })
    await expect(slider).toHaveAttribute('aria-valuetext', '06:00:00')
    const marker = canvas.getByRole('img', { name: 'Vehicle' })
    const before = marker.style.transform
    slider.focus()
    await fireEvent.keyDown(slider, { key: 'PageUp' })
    await expect(slider).toHaveAttribute('aria-valuetext', '06:05:00')
    await waitFor(() => expect(marker.style.transform).not.toBe(before))
    await fireEvent.keyDown(slider, { key: 'End' })
    await expect(slider).toHaveAttribute('aria-valuetext', '07:19:59')
    await expect(canvas.getByRole('button', { name: 'Car battery disconnected at 06:33:00' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Stop from 06:24:56 to 06:45:00 (20 min)' })).toBeVisible()
    await fireEvent.click(canvas.getByRole('button', { name: /06:36:00 Aura callout/ }))
    await expect(slider).toHaveAttribute('aria-valuetext', '06:36:00')
  },
}
