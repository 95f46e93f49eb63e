import { type LockAction, lockToggle } from '@vigil/domain'
import { memo } from 'react'
import styled from 'styled-components'
import { Button, LinkButton } from '../Button/index.ts'
import { LockIcon, PhoneIcon, UnlockIcon } from '../icons/index.ts'
import { media, vars } from '../theme/index.ts'

export type AlertProvider = 'Aura' | 'CapitalAir'

export interface VehicleActionsProps {
  isLocked: boolean | null | undefined
  /** A tracker is linked: Lock/Unlock and the alerts show (without one there is nothing to command). */
  commands?: boolean
  lockSubmitting: boolean
  /** The first driver's tel: link; no 'Call driver' without one. */
  driverPhone: string | null
  onToggleLock?: (action: LockAction) => void
  onAlert?: (provider: AlertProvider) => void
  alertSubmitting: AlertProvider | null
  /** The device is inactive: 'Reactivate' shows. */
  reactivation: boolean
  onReactivate?: () => void
}

/** The card's Call driver, Lock/Unlock, alert and Reactivate buttons; a GPS push leaves them as they are (memo). */
export const VehicleActions = memo(function VehicleActions({
  isLocked,
  commands = true,
  lockSubmitting,
  driverPhone,
  onToggleLock,
  onAlert,
  alertSubmitting,
  reactivation,
  onReactivate,
}: VehicleActionsProps) {
  const toggle = lockToggle(isLocked, lockSubmitting)
  return (
    <Actions>
      {driverPhone && (
        <LinkButton href={driverPhone} size="sm" icon={<PhoneIcon size={16} />}>
          Call driver
        </LinkButton>
      )}
      {commands && (
        <Button
          size="sm"
          variant={toggle.action === 'Unlock' ? 'secondary' : 'primary'}
          icon={toggle.label === 'Unlock' ? <UnlockIcon size={16} /> : <LockIcon size={16} />}
          isDisabled={toggle.disabled}
          onPress={() => toggle.action && onToggleLock?.(toggle.action)}
        >
          {toggle.label}
        </Button>
      )}
      {commands && onAlert && (
        <>
          <Button size="sm" variant="danger" isDisabled={alertSubmitting !== null} onPress={() => onAlert('Aura')}>
            {alertSubmitting === 'Aura' ? 'Submitting' : 'Alert armed response'}
          </Button>
          <Button
            size="sm"
            variant="danger"
            isDisabled={alertSubmitting !== null}
            onPress={() => onAlert('CapitalAir')}
          >
            {alertSubmitting === 'CapitalAir' ? 'Submitting' : 'Alert air ambulance'}
          </Button>
        </>
      )}
      {reactivation && (
        <Button size="sm" variant="danger" onPress={onReactivate}>
          Reactivate
        </Button>
      )}
    </Actions>
  )
})

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  ${media.mobile} {
    & > * {
      flex: 1 1 auto;
    }
  }
`
