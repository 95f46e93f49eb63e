import { formatDateTime, onboardingVehicleActions, type Vehicle } from '@vigil/domain'
import { useId } from 'react'
import styled from 'styled-components'
import { Button, LinkButton } from '../Button/index.ts'
import { Card, FactList } from '../layout/index.ts'
import { media, vars } from '../theme/index.ts'

export type OnboardingVehicle = Pick<
  Vehicle,
  | 'id'
  | 'userFirstName'
  | 'userLastName'
  | 'registrationNumber'
  | 'make'
  | 'model'
  | 'onBoardingStatus'
  | 'subscriptionId'
  | 'subscriptionDepositAmountPaid'
  | 'installationBookingUtcDateTime'
  | 'regionName'
  | 'fitmentCenterName'
  | 'fitmentCenterArea'
>

export interface OnboardingVehicleRowProps {
  vehicle: OnboardingVehicle
  /** 'Resend payment' retries the first payment in place. */
  onResendPayment?: () => void
  resendingPayment?: boolean
}

/** One vehicle on the Booking pending or Scheduled list, with the buttons its onboarding state allows. */
export function OnboardingVehicleRow({
  vehicle,
  onResendPayment,
  resendingPayment = false,
}: OnboardingVehicleRowProps) {
  const titleId = useId()
  const scheduled = vehicle.onBoardingStatus === 'Scheduled'
  const centre = [vehicle.fitmentCenterName, vehicle.fitmentCenterArea].filter(Boolean).join(', ')

  return (
    <Row as="article" aria-labelledby={titleId}>
      <Summary>
        <Title id={titleId}>
          {vehicle.userFirstName} {vehicle.userLastName}
        </Title>
        <VehicleLine>
          {vehicle.make} {vehicle.model} · <Registration>{vehicle.registrationNumber}</Registration>
        </VehicleLine>
        {scheduled && (
          <Facts>
            <div>
              <dt>Installation</dt>
              <dd>{formatDateTime(vehicle.installationBookingUtcDateTime)}</dd>
            </div>
            <div>
              <dt>Region</dt>
              <dd>{vehicle.regionName || 'N/A'}</dd>
            </div>
            <div>
              <dt>Fitment centre</dt>
              <dd>{centre || 'N/A'}</dd>
            </div>
          </Facts>
        )}
      </Summary>
      <Actions>
        {onboardingVehicleActions(vehicle).map((action) =>
          action.route === null ? (
            <Button
              key={action.label}
              size="sm"
              variant="secondary"
              isPending={resendingPayment}
              pendingLabel="Submitting"
              onPress={onResendPayment}
            >
              {action.label}
            </Button>
          ) : (
            <LinkButton
              key={action.label}
              href={action.route}
              size="sm"
              variant={action.label === 'Reschedule' ? 'secondary' : 'primary'}
            >
              {action.label}
            </LinkButton>
          ),
        )}
      </Actions>
    </Row>
  )
}

const Row = styled(Card)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space4};
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  min-width: 0;
`

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeMd};
`

const VehicleLine = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
`

const Registration = styled.span`
  font-family: ${vars.fontFamilyMono};
`

// The facts run along the row rather than in columns.
const Facts = styled(FactList).attrs({ $gap: `${vars.space2} ${vars.space5}` } as const)`
  display: flex;
  flex-wrap: wrap;
  margin: ${vars.space2} 0 0;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  flex: none;
`
