import { formatChecklistTime } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface DeviceOnlineCardProps {
  latitude: number
  longitude: number
  altitude: number
  /** The GPS event's dataDateTime; shown en-GB in Africa/Johannesburg. */
  eventDate: string
}

/** Shown on the checklist precheck when the device sent an event in the last hour. */
export function DeviceOnlineCard({ latitude, longitude, altitude, eventDate }: DeviceOnlineCardProps) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>
        <Dot aria-hidden="true" />
        Device is Online
      </Title>
      <Facts>
        <div>
          <dt>Latitude</dt>
          <dd>{latitude}</dd>
        </div>
        <div>
          <dt>Longitude</dt>
          <dd>{longitude}</dd>
        </div>
        <div>
          <dt>Altitude</dt>
          <dd>{altitude}</dd>
        </div>
        <div>
          <dt>Event date</dt>
          <dd>{formatChecklistTime(eventDate)}</dd>
        </div>
      </Facts>
    </Card>
  )
}

const Card = styled.article`
  padding: ${vars.space4};
  border: 1px solid ${vars.colorSuccess};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSuccessSurface};
`

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  margin: 0 0 ${vars.space3};
  font-size: ${vars.fontSizeLg};
  color: ${vars.colorSuccess};
`

const Dot = styled.span`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  background: ${vars.colorSuccess};
`

const Facts = styled(FactList).attrs({ $min: '10rem', $labelSize: 'sm', $values: 'mono' } as const)``
