import {
  formatCoordinates,
  formatDateTime,
  type VehicleEventType,
  type VehicleHistoryEntry as VehicleHistoryRecord,
} from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
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
  tamperCarBatteryState?: string | number | null
  tamperGpsState?: string | number | null
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
          { label: 'Car battery', value: show(entry.tamperCarBatteryState) },
          { label: 'GPS', value: show(entry.tamperGpsState) },
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
    <Card aria-labelledby={titleId} $tone={tone}>
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
    </Card>
  )
}

const Card = styled.article<{ $tone: Tone }>`
  padding: ${vars.space4};
  background: ${vars.colorSurface};
  border: 1px solid ${vars.colorBorder};
  border-left: 4px solid ${({ $tone }) => toneColour[$tone]};
  border-radius: ${vars.radiusMd};
  box-shadow: ${vars.elevation1};
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space2} ${vars.space4};
  margin: 0;
  dt {
    font-size: ${vars.fontSizeSm};
    color: ${vars.colorTextMuted};
  }
  dd {
    margin: 0;
  }
`
