import { formatDuration, trackerState, type Vehicle, vehicleTrackerMessages } from '@vigil/domain'
import styled from 'styled-components'
import { useClockReading } from '../Age/useNow.ts'
import { Alert } from '../Alert/index.ts'
import { Button } from '../Button/index.ts'
import { vars } from '../theme/index.ts'

export type TrackerStatusVehicle = Pick<
  Vehicle,
  'deviceId' | 'deviceSerialNumber' | 'deviceLastSeenDateTime' | 'gpsDateTime'
>

export interface TrackerStatusProps {
  vehicle: TrackerStatusVehicle
  /** Opens the dialog that links a tracker (the card's change-device dialog, which links when there is none). */
  onLinkDevice?: () => void
  /** Pins the time silence is measured from (stories); the shared one-second clock otherwise. */
  now?: Date
}

/**
 * What a vehicle card says about its tracker when there is something to say: none linked (with the action that links
 * one), linked but never heard from, or silent and for how long (by the tracker's own clock). Nothing while it reports.
 */
export function TrackerStatus({ vehicle, onLinkDevice, now }: TrackerStatusProps) {
  const reading = useClockReading((current) => {
    const state = trackerState(vehicle, current)
    return state.kind === 'silent' ? `silent:${formatDuration(state.silentForMs)}` : state.kind
  }, now)
  if (reading === 'none')
    return (
      <NoTracker>
        <div>
          <strong>{vehicleTrackerMessages.noTracker}</strong>
          <p>{vehicleTrackerMessages.noTrackerHint}</p>
        </div>
        {onLinkDevice && (
          <Button size="sm" onPress={onLinkDevice}>
            {vehicleTrackerMessages.linkTracker}
          </Button>
        )}
      </NoTracker>
    )
  if (reading === 'never-reported') return <Alert tone="warning">{vehicleTrackerMessages.neverReported}</Alert>
  if (reading.startsWith('silent:'))
    return <Alert tone="warning">{vehicleTrackerMessages.silentFor(reading.slice('silent:'.length))}</Alert>
  return null
}

const NoTracker = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space3};
  padding: ${vars.space4};
  border: 1px dashed ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  strong {
    font-weight: ${vars.fontWeightBold};
  }
  p {
    margin: ${vars.space1} 0 0;
    color: ${vars.colorTextMuted};
    font-size: ${vars.fontSizeSm};
  }
`
