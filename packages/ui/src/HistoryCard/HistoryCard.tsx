import {
  formatCoordinates,
  formatDateTime,
  tamperDescription,
  type VehicleEventType,
  type VehicleHistoryEntry as VehicleHistoryRecord,
} from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Card, FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

/** The history record with every optional detail the spec lists per type. */
export interface HistoryCardEntry
  extends Pick<
    VehicleHistoryRecord,
    'id' | 'type' | 'dateTime' | 'isLocked' | 'lastKnownGpsLatitudeDegrees' | 'lastKnownGpsLongitudeDegrees'
  > {
  isLockedByUserFirstName?: string | null
  isLockedByUserLastName?: string | null
  isLockedChangedByAdminUser?: boolean | null
  auraCalloutStatus?: string | null
  auraCalloutCreatedByUserFirstName?: string | null
  auraCalloutCreatedByUserLastName?: string | null
  capitalAirIncidentStatus?: string | null
  capitalAirIncidentCreatedByUserFirstName?: string | null
  capitalAirIncidentCreatedByUserLastName?: string | null
  tamperCancelled?: boolean | null
  tamperCancelledByUserFirstName?: string | null
  tamperCancelledByUserLastName?: string | null
  tamperCarBatteryState?: number | null
  tamperGpsState?: number | null
}

export interface HistoryCardProps {
  entry: HistoryCardEntry
}

const titles: Record<VehicleEventType, string> = {
  AuraCallout: 'Aura callout',
  LockState: 'Lock state',
  TamperAlert: 'Tamper alert',
  CapitalAirIncident: 'Capital Air incident',
}

type Tone = 'alert' | 'locked' | 'unlocked'

interface Fact {
  label: string
  value: string
}

const fullName = (first?: string | null, last?: string | null) => [first, last].filter(Boolean).join(' ') || 'N/A'

const show = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value)

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No')

function describe(entry: HistoryCardEntry): { tone: Tone; facts: Fact[] } {
  switch (entry.type) {
    case 'LockState':
      return {
        tone: entry.isLocked ? 'locked' : 'unlocked',
        facts: [
          { label: 'State', value: entry.isLocked ? 'Locked' : 'Unlocked' },
          {
            label: entry.isLocked ? 'Locked by' : 'Unlocked by',
            value: fullName(entry.isLockedByUserFirstName, entry.isLockedByUserLastName),
          },
          { label: 'Changed by an admin', value: yesNo(entry.isLockedChangedByAdminUser) },
        ],
      }
    case 'TamperAlert':
      return {
        tone: 'alert',
        facts: [
          // In words from the protocol's code; the cancellation has a fact of its own. No device reports a GPS state.
          {
            label: 'Tamper',
            value: tamperDescription({
              tamperCarBatteryState: entry.tamperCarBatteryState ?? null,
              tamperCancelled: null,
            }),
          },
          { label: 'Cancelled', value: yesNo(entry.tamperCancelled) },
          ...(entry.tamperCancelled
            ? [
                {
                  label: 'Cancelled by',
                  value: fullName(entry.tamperCancelledByUserFirstName, entry.tamperCancelledByUserLastName),
                },
              ]
            : []),
          ...lastKnownPosition(entry),
        ],
      }
    case 'AuraCallout':
      return {
        tone: 'alert',
        facts: [
          { label: 'Status', value: show(entry.auraCalloutStatus) },
          {
            label: 'Created by',
            value: fullName(entry.auraCalloutCreatedByUserFirstName, entry.auraCalloutCreatedByUserLastName),
          },
          ...lastKnownPosition(entry),
        ],
      }
    case 'CapitalAirIncident':
      return {
        tone: 'alert',
        facts: [
          { label: 'Status', value: show(entry.capitalAirIncidentStatus) },
          {
            label: 'Created by',
            value: fullName(
              entry.capitalAirIncidentCreatedByUserFirstName,
              entry.capitalAirIncidentCreatedByUserLastName,
            ),
          },
          ...lastKnownPosition(entry),
        ],
      }
  }
}

function lastKnownPosition(entry: HistoryCardEntry): Fact[] {
  const { lastKnownGpsLatitudeDegrees: lat, lastKnownGpsLongitudeDegrees: lng } = entry
  if (lat === null || lat === undefined || lng === null || lng === undefined) return []
  return [{ label: 'Last known position', value: formatCoordinates(lat, lng) }]
}

const toneColour: Record<Tone, string> = {
  alert: vars.colorAlert,
  locked: vars.colorLocked,
  unlocked: vars.colorUnlocked,
}

/** One entry of a vehicle's history: a callout, a lock change, a tamper alert or a Capital Air incident. */
export function HistoryCard({ entry }: HistoryCardProps) {
  const titleId = useId()
  const { tone, facts } = describe(entry)
  return (
    <Entry aria-labelledby={titleId} $accent={tone}>
      <Header>
        <Title id={titleId}>{titles[entry.type]}</Title>
        <time dateTime={entry.dateTime}>{formatDateTime(entry.dateTime)}</time>
      </Header>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Entry>
  )
}

const Entry = styled(Card).attrs({ as: 'article' })<{ $accent: Tone }>`
  border-left: 4px solid ${({ $accent }) => toneColour[$accent]};
`

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space2};
  margin-bottom: ${vars.space3};
  time {
    color: ${vars.colorTextMuted};
    font-size: ${vars.fontSizeSm};
  }
`

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeMd};
`

const Facts = styled(FactList).attrs({ $labelSize: 'sm', $gap: `${vars.space2} ${vars.space4}` } as const)``
