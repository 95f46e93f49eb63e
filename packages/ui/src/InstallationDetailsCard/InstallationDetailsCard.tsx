import { formatChecklistTime } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Alert } from '../Alert/index.ts'
import { Card, FactList } from '../layout/index.ts'
import { vars } from '../theme/index.ts'

export interface InstallationDetailsCardProps {
  vehicleId: number
  currentStep: number
  /** N/A when missing. */
  dateCompleted: string | null
  /** The server's optional warning (e.g. the installation is already complete). */
  message?: string | null
}

/** The loaded installation: vehicle, current step, completion date, the server's warning and the patience advice. */
export function InstallationDetailsCard({
  vehicleId,
  currentStep,
  dateCompleted,
  message,
}: InstallationDetailsCardProps) {
  const titleId = useId()
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>Installation details</Title>
      <Facts>
        <div>
          <dt>Vehicle id</dt>
          <dd>{vehicleId}</dd>
        </div>
        <div>
          <dt>Current step</dt>
          <dd>{currentStep}</dd>
        </div>
        <Wide>
          <dt>Date completed</dt>
          <dd>{formatChecklistTime(dateCompleted)}</dd>
        </Wide>
      </Facts>
      {message ? <Alert tone="warning">{message}</Alert> : null}
      <Alert tone="info">
        Do not move or shake the device. Wait at least 15 seconds for events to appear after each action.
      </Alert>
    </Root>
  )
}

const Root = styled(Card).attrs({ $raised: false })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
`

const Facts = styled(FactList).attrs({ $labelSize: 'sm', $values: 'bold' } as const)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
`

/** The date and time read as one line, under the two short facts. */
const Wide = styled.div`
  grid-column: 1 / -1;
`
