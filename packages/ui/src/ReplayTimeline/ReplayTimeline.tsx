import { formatTimeOfDay, type ReplayEvent } from '@vigil/domain'
import { type KeyboardEvent, useId } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { Select } from '../Select/index.ts'
import { vars } from '../theme/index.ts'

export const REPLAY_SPEEDS = [1, 5, 10, 30, 60] as const
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number]

export interface ReplayTimelineProps {
  /** The replay's time, ms since the epoch (device time). */
  time: number
  /** The first and last report's device times. */
  start: number
  end: number
  playing: boolean
  speed: ReplaySpeed
  /** Ticks on the track where entries happened. */
  events?: readonly ReplayEvent[]
  onSeek: (time: number) => void
  onPlayingChange: (playing: boolean) => void
  onSpeedChange: (speed: ReplaySpeed) => void
}

const speedOptions = REPLAY_SPEEDS.map((speed) => ({ id: String(speed), label: `${speed}x` }))

const SECOND = 1000
const MINUTE = 60 * SECOND

/**
 * The replay's clock: a slider over the day's device times whose value reads as an en-GB time in Africa/Johannesburg,
 * play and pause, and the speed (1x to 60x). A native range input: its accessible name, value text and keys come with
 * it; the arrows move 10 seconds, Page Up and Page Down 5 minutes, Home and End to the day's first and last report.
 */
export function ReplayTimeline({
  time,
  start,
  end,
  playing,
  speed,
  events = [],
  onSeek,
  onPlayingChange,
  onSpeedChange,
}: ReplayTimelineProps) {
  const id = useId()
  const span = Math.max(1, end - start)
  const clamp = (value: number) => Math.max(start, Math.min(end, value))
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 10 * SECOND,
      ArrowUp: 10 * SECOND,
      ArrowLeft: -10 * SECOND,
      ArrowDown: -10 * SECOND,
      PageUp: 5 * MINUTE,
      PageDown: -5 * MINUTE,
    }
    if (event.key in steps) onSeek(clamp(time + steps[event.key]!))
    else if (event.key === 'Home') onSeek(start)
    else if (event.key === 'End') onSeek(end)
    else return
    event.preventDefault()
  }
  const atEnd = time >= end
  return (
    <Root>
      <Header>
        <label htmlFor={id}>Replay time</label>
        <output htmlFor={id} aria-live="off">
          {formatTimeOfDay(time)}
        </output>
      </Header>
      <Track>
        <Range
          id={id}
          type="range"
          min={start}
          max={end}
          step={SECOND}
          value={clamp(time)}
          aria-valuetext={formatTimeOfDay(time)}
          onChange={(event) => onSeek(Number(event.currentTarget.value))}
          onKeyDown={onKeyDown}
        />
        <Ticks aria-hidden="true">
          {events.map((event) => (
            <Tick key={event.key} style={{ left: `${((event.time - start) / span) * 100}%` }} />
          ))}
        </Ticks>
      </Track>
      <Limits aria-hidden="true">
        <span>{formatTimeOfDay(start)}</span>
        <span>{formatTimeOfDay(end)}</span>
      </Limits>
      <Controls>
        <Button
          variant="secondary"
          onPress={() => {
            if (!playing && atEnd) onSeek(start)
            onPlayingChange(!playing)
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <SpeedField>
          <Select
            label="Speed"
            options={speedOptions}
            selectedKey={String(speed)}
            onSelectionChange={(key) => key && onSpeedChange(Number(key) as ReplaySpeed)}
          />
        </SpeedField>
      </Controls>
    </Root>
  )
}

const Root = styled.div`
  display: grid;
  gap: ${vars.space2};
`

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  label {
    font-weight: ${vars.fontWeightMedium};
  }
  output {
    font-family: ${vars.fontFamilyMono};
    font-size: ${vars.fontSizeLg};
  }
`

const Track = styled.div`
  position: relative;
`

const Range = styled.input`
  width: 100%;
  height: 44px;
  margin: 0;
  accent-color: ${vars.colorPrimary};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
    border-radius: ${vars.radiusSm};
  }
`

const Ticks = styled.div`
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 2px;
  height: 8px;
  pointer-events: none;
`

const Tick = styled.span`
  position: absolute;
  width: 2px;
  height: 8px;
  background: ${vars.colorAlert};
`

const Limits = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`

const Controls = styled.div`
  display: flex;
  align-items: end;
  gap: ${vars.space3};
`

const SpeedField = styled.div`
  width: 8rem;
`
