import {
  detectStops,
  formatReplayDay,
  formatTimeOfDay,
  type HistoryEntryOnRoute,
  positionAt,
  type ReplayDay,
  type ReplayEvent,
  type Route,
  replayEvents,
  shiftReplayDay,
} from '@vigil/domain'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { EmptyState } from '../EmptyState/index.ts'
import { BackIcon } from '../icons/index.ts'
import { type ReplaySpeed, ReplayTimeline } from '../ReplayTimeline/index.ts'
import { type MapLayerProps, RouteMap } from '../RouteMap/index.ts'
import { Spinner } from '../Spinner/index.ts'
import { media, vars } from '../theme/index.ts'

export type TripReplayEntry = HistoryEntryOnRoute

export interface TripReplayProps {
  /** The South African day shown, 'YYYY-MM-DD'. */
  day: ReplayDay
  /** The latest day that can be picked (today in South Africa). */
  latestDay: ReplayDay
  onDayChange: (day: ReplayDay) => void
  /** The day's reports; null while they load. */
  route: Route | null
  /** The reports could not be loaded. */
  failed?: boolean
  /** Device times of the day's SOS presses. */
  sosTimes?: readonly number[]
  /** The day's history entries (lock changes, tamper alerts, callouts). */
  entries?: readonly TripReplayEntry[]
  /** Starts playing at once, from `initialTime` if given (stories). */
  initiallyPlaying?: boolean
  initialTime?: number
  initialSpeed?: ReplaySpeed
  /** Drawn under the route: the offline basemap when there is one. */
  basemap?: (layer: MapLayerProps) => ReactNode
}

/**
 * A day of the vehicle's trips: the route with its stops and events on the map, a timeline to scrub or play at 1x to
 * 60x (the marker moves at the device's times), and the day's events in words, each a way to its moment.
 */
export function TripReplay({
  day,
  latestDay,
  onDayChange,
  route,
  failed = false,
  sosTimes = [],
  entries = [],
  initiallyPlaying = false,
  initialTime,
  initialSpeed = 10,
  basemap,
}: TripReplayProps) {
  const headingId = useId()
  const start = route?.times[0] ?? 0
  const end = route?.times.at(-1) ?? 0
  const [time, setTime] = useState(initialTime ?? start)
  const [playing, setPlaying] = useState(initiallyPlaying)
  const [speed, setSpeed] = useState<ReplaySpeed>(initialSpeed)

  // A new day starts at its first report.
  const [shownStart, setShownStart] = useState(start)
  if (shownStart !== start) {
    setShownStart(start)
    setTime(start)
  }

  const stops = useMemo(() => (route ? detectStops(route) : []), [route])
  const events = useMemo(() => (route ? replayEvents(route, entries, sosTimes) : []), [route, entries, sosTimes])

  usePlayback(playing, speed, end, setTime, () => setPlaying(false))

  const seek = (to: number) => {
    setTime(to)
  }
  const toEvent = (event: ReplayEvent) => {
    setPlaying(false)
    seek(Math.max(start, Math.min(end, event.time)))
  }

  const dayLabel = formatReplayDay(day)

  return (
    <Root aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>Trip replay</Heading>
        <DayPicker role="group" aria-label="Day">
          <Button
            variant="secondary"
            size="sm"
            icon={<BackIcon size={16} />}
            aria-label="Previous day"
            onPress={() => onDayChange(shiftReplayDay(day, -1))}
          />
          <DayName aria-live="polite">{formatReplayDay(day)}</DayName>
          <Button
            variant="secondary"
            size="sm"
            icon={
              <Forward>
                <BackIcon size={16} />
              </Forward>
            }
            aria-label="Next day"
            isDisabled={day >= latestDay}
            onPress={() => onDayChange(shiftReplayDay(day, 1))}
          />
        </DayPicker>
      </Header>
      {failed ? (
        <Alert tone="error">The route of this day could not be loaded. Try again later.</Alert>
      ) : route === null ? (
        <Spinner label="Loading the route" showLabel />
      ) : route.times.length === 0 ? (
        <EmptyState title="No trips on this day" description={`The tracker sent no positions on ${dayLabel}.`} />
      ) : (
        <Body>
          <MapColumn>
            <RouteMap
              route={route}
              stops={stops}
              events={events}
              position={positionAt(route, time)}
              label={`Route on ${dayLabel}`}
              basemap={basemap}
              onEventPress={toEvent}
            />
            <ReplayTimeline
              time={time}
              start={start}
              end={end}
              playing={playing}
              speed={speed}
              events={events}
              onSeek={(to) => {
                seek(to)
              }}
              onPlayingChange={setPlaying}
              onSpeedChange={setSpeed}
            />
          </MapColumn>
          <Side aria-label={`Events and stops on ${dayLabel}`}>
            <SideHeading>
              {events.length} {events.length === 1 ? 'event' : 'events'}, {stops.length}{' '}
              {stops.length === 1 ? 'stop' : 'stops'}
            </SideHeading>
            <EventList>
              {[
                ...events.map((event) => ({ key: event.key, time: event.time, text: event.label, event })),
                ...stops.map((stop) => ({
                  key: `stop-${stop.firstIndex}`,
                  time: stop.from,
                  text: `Stopped ${Math.round((stop.to - stop.from) / 60_000)} min`,
                  event: null,
                })),
              ]
                .sort((a, b) => a.time - b.time)
                .map((item) => (
                  <li key={item.key}>
                    <EventButton
                      onPress={() => {
                        setPlaying(false)
                        seek(Math.max(start, Math.min(end, item.time)))
                      }}
                    >
                      <time dateTime={new Date(item.time).toISOString()}>{formatTimeOfDay(item.time)}</time>
                      <span>{item.text}</span>
                    </EventButton>
                  </li>
                ))}
            </EventList>
          </Side>
        </Body>
      )}
    </Root>
  )
}

/** Moves the replay's time by the wall-clock time gone by times the speed, a frame at a time, until the end. */
function usePlayback(
  playing: boolean,
  speed: number,
  end: number,
  setTime: (update: (time: number) => number) => void,
  onEnd: () => void,
) {
  const onEndRef = useRef(onEnd)
  onEndRef.current = onEnd
  useEffect(() => {
    if (!playing) return
    let frame = 0
    let last = performance.now()
    const step = (now: number) => {
      const elapsed = now - last
      last = now
      let ended = false
      setTime((time) => {
        const next = Math.min(end, time + elapsed * speed)
        ended = next >= end
        return next
      })
      if (ended) onEndRef.current()
      else frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [playing, speed, end, setTime])
}

const Root = styled.section`
  display: grid;
  gap: ${vars.space3};
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${vars.space3};
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const DayPicker = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
`

const DayName = styled.span`
  min-width: 9.5rem;
  text-align: center;
  font-weight: ${vars.fontWeightMedium};
`

const Forward = styled.span`
  display: inline-flex;
  transform: rotate(180deg);
`

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  gap: ${vars.space4};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const MapColumn = styled.div`
  display: grid;
  gap: ${vars.space3};
  align-content: start;
`

const Side = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space2};
`

const SideHeading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeMd};
`

const EventList = styled.ol`
  display: grid;
  gap: ${vars.space1};
  max-height: 420px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`

const EventButton = styled(AriaButton)`
  display: flex;
  gap: ${vars.space3};
  width: 100%;
  min-height: 44px;
  padding: ${vars.space2} ${vars.space3};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusSm};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font: inherit;
  text-align: left;
  cursor: pointer;
  time {
    font-family: ${vars.fontFamilyMono};
    color: ${vars.colorTextMuted};
  }
  &[data-hovered] {
    background: ${vars.colorSurfaceSunken};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`
