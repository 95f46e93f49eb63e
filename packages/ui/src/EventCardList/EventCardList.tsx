import {
  type ChecklistDeviceEvent,
  carBatteryStateText,
  formatChecklistTime,
  latestDeviceEventId,
  motorStateText,
  sosStateText,
} from '@vigil/domain'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

export interface EventCardListProps {
  /** Live events polled for the current step; the one with the latest data time is highlighted. */
  events: readonly ChecklistDeviceEvent[]
  label?: string
}

type Detail = [label: string, value: string]

function describe(event: ChecklistDeviceEvent): Detail[] {
  if ('motorStateId' in event) return [['Motor state', motorStateText(event.motorStateId)]]
  if ('errorMessage' in event) return [['Error', event.errorMessage]]
  if ('carBatteryStateId' in event)
    return [
      ['Car battery', carBatteryStateText(event.carBatteryStateId)],
      ['Cancelled', event.cancelled ? 'Yes' : 'No'],
    ]
  if ('sosStateId' in event) return [['SOS', sosStateText(event.sosStateId)]]
  return [
    ['Latitude', String(event.latitudeDegrees)],
    ['Longitude', String(event.longitudeDegrees)],
    ['Altitude', String(event.altitudeMeters)],
  ]
}

/** Live device events for a checklist step, the latest one highlighted. */
export function EventCardList({ events, label = 'Device events' }: EventCardListProps) {
  const latestId = latestDeviceEventId(events)
  return (
    <List aria-label={label} aria-live="polite">
      {events.map((event) => {
        const latest = event.deviceEventId === latestId
        return (
          <Card key={event.deviceEventId} $latest={latest} aria-current={latest ? 'true' : undefined}>
            <Header>
              <time dateTime={event.dataDateTime}>{formatChecklistTime(event.dataDateTime)}</time>
              {latest && <Latest>Latest</Latest>}
            </Header>
            <Details>
              {describe(event).map(([term, value]) => (
                <Row key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Row>
              ))}
            </Details>
          </Card>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space2};
`

const Card = styled.li<{ $latest: boolean }>`
  padding: ${vars.space3};
  border-radius: ${vars.radiusMd};
  border: 1px solid ${({ $latest }) => ($latest ? vars.colorPrimary : vars.colorBorder)};
  border-left-width: ${({ $latest }) => ($latest ? '4px' : '1px')};
  background: ${({ $latest }) => ($latest ? vars.colorInfoSurface : vars.colorSurface)};
`

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space2};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
`

const Latest = styled.span`
  padding: 0 ${vars.space2};
  border-radius: ${vars.radiusPill};
  background: ${vars.colorPrimary};
  color: ${vars.colorPrimaryText};
  font-size: ${vars.fontSizeXs};
`

const Details = styled.dl`
  margin: ${vars.space2} 0 0;
  display: grid;
  gap: ${vars.space1};
  font-size: ${vars.fontSizeSm};
`

const Row = styled.div`
  display: flex;
  gap: ${vars.space2};
  dt {
    color: ${vars.colorTextMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`
