import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../Button/index.ts'
import { BackIcon } from '../icons/index.ts'
import { media, vars } from '../theme/index.ts'

export interface VehicleHistoryHeaderProps {
  /** Null while the vehicle loads. */
  registrationNumber: string | null
  nickname: string | null
  /** The account holder's full name; null while it loads. */
  holderName: string | null
  /** Back to where the agent came from. */
  onBack: () => void
  /** e.g. the CSV download. */
  action?: ReactNode
}

/** The vehicle history page's heading: a way back, the registration, and whose vehicle it is. */
export function VehicleHistoryHeader({
  registrationNumber,
  nickname,
  holderName,
  onBack,
  action,
}: VehicleHistoryHeaderProps) {
  return (
    <Root>
      <Button variant="ghost" size="sm" icon={<BackIcon size={16} />} onPress={onBack}>
        Back
      </Button>
      <Row>
        <div>
          <Title>
            <Muted>Vehicle history</Muted> {registrationNumber ?? '…'}
          </Title>
          <Facts>
            {nickname ? <span>{nickname}</span> : null}
            {holderName ? <span>Account holder: {holderName}</span> : null}
          </Facts>
        </div>
        {action}
      </Row>
    </Root>
  )
}

const Root = styled.header`
  display: grid;
  gap: ${vars.space2};
  justify-items: start;
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${vars.space3};
  width: 100%;
  ${media.mobile} {
    align-items: start;
  }
`

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  display: flex;
  flex-direction: column;
`

const Muted = styled.span`
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightMedium};
`

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space1} ${vars.space4};
  margin: ${vars.space1} 0 0;
  color: ${vars.colorTextMuted};
`
