import type { Meta, StoryObj } from '@storybook/react-vite'
import { replayEvents } from '@vigil/domain'
import { useState } from 'react'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { oneTrip, oneTripEntries } from '../TripReplay/route.fixture.ts'
import { type ReplaySpeed, ReplayTimeline, type ReplayTimelineProps } from './ReplayTimeline.tsx'

const start = oneTrip.times[0]!
const end = oneTrip.times.at(-1)!

function Controlled(props: Partial<ReplayTimelineProps>) {
  const [time, setTime] = useState(props.time ?? start)
  const [speed, setSpeed] = useState<ReplaySpeed>(props.speed ?? 10)
  return (
    <ReplayTimeline
      start={start}
      end={end}
      playing={false}
      onPlayingChange={fn()}
      {...props}
      time={time}
      speed={speed}
      onSeek={(to) => {
        setTime(to)
        props.onSeek?.(to)
      }}
      onSpeedChange={setSpeed}
    />
  )
}

const meta = { title: 'Vehicles/ReplayTimeline', component: Controlled } satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Paused: Story = { args: { events: replayEvents(oneTrip, oneTripEntries) } }

export const Playing: Story = { args: { playing: true, speed: 60, time: start + 20 * 60_000 } }

export const KeyboardOperable: Story = {
  args: { onSeek: fn(), onPlayingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const slider = canvas.getByRole('slider', { name: 'Replay time' })
    await expect(slider).toHaveAttribute('aria-valuetext', '06:00:00')
    slider.focus()
    await fireEvent.keyDown(slider, { key: 'ArrowRight' })
    await expect(slider).toHaveAttribute('aria-valuetext', '06:00:10')
    await fireEvent.keyDown(slider, { key: 'PageUp' })
    await expect(slider).toHaveAttribute('aria-valuetext', '06:05:10')
    await fireEvent.keyDown(slider, { key: 'End' })
    await expect(slider).toHaveAttribute('aria-valuetext', '07:19:59')
    await fireEvent.keyDown(slider, { key: 'Home' })
    await expect(args.onSeek).toHaveBeenLastCalledWith(start)
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    await expect(args.onPlayingChange).toHaveBeenCalledWith(true)
  },
}
