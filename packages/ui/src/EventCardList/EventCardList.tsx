import { formatChecklistTime } from '@vigil/domain'
import styled from 'styled-components'
import { vars } from '../theme/index.ts'

export interface DeviceEventDetail {
  label: string
  value: string
}

export interface DeviceEventCard {
  deviceEventId: number
  /** When the device recorded it; shown en-GB in Africa/Johannesburg. */
  dataDateTime: string
  details: DeviceEventDetail[]
}

export interface EventCardListProps {
  /** Newest first; the first card is the latest and is highlighted. */
  events: DeviceEventCard[]
  label?: string
}

/** Live device events for a checklist step, the latest one highlighted. */
export function EventCardList({ events, label = 'Device events' }: EventCardListProps) {
  return (
    <List aria-label={label} aria-live="polite">
      {events.map((event, index) => {
        const latest = index === 0
        return (
          <Card key={event.deviceEventId} $latest={latest} aria-current={latest ? 'true' : undefined}>
            <Header>
              <time dateTime={event.dataDateTime}>{formatChecklistTime(event.dataDateTime)}</time>
              {latest && <Latest>Latest</Latest>}
            </Header>
            <Details>
              {event.details.map((detail) => (
                <Row key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
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
  background: ${({ $latest }) => ($latest ? vars.colorHighlight : vars.colorSurface)};
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
