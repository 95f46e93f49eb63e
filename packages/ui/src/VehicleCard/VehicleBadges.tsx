import type { VehicleBadge, VehicleBadgeKind } from '@vigil/domain'
import styled from 'styled-components'
import { AlertPinIcon, BatteryIcon, LockIcon, UnlockIcon, WarningIcon } from '../icons/index.ts'
import { vars } from '../theme/index.ts'

type Tone = 'danger' | 'success' | 'warning' | 'neutral'

/** Each badge's colour and icon: the card's badges and the compact list's state chips (VehicleStateChip). */
export const toneOf: Record<VehicleBadgeKind, Tone> = {
  alert: 'danger',
  locked: 'success',
  unlocked: 'warning',
  default: 'neutral',
  lowCarBattery: 'warning',
  lowDeviceBattery: 'warning',
  noDevice: 'neutral',
}

export const iconOf: Partial<Record<VehicleBadgeKind, typeof LockIcon>> = {
  alert: AlertPinIcon,
  locked: LockIcon,
  unlocked: UnlockIcon,
  lowCarBattery: BatteryIcon,
  lowDeviceBattery: BatteryIcon,
  noDevice: WarningIcon,
}

export const toneColours: Record<Tone, { text: string; background: string }> = {
  danger: { text: vars.colorDanger, background: vars.colorDangerSurface },
  success: { text: vars.colorSuccess, background: vars.colorSuccessSurface },
  warning: { text: vars.colorWarning, background: vars.colorWarningSurface },
  neutral: { text: vars.colorTextMuted, background: vars.colorSurfaceSunken },
}

/** The vehicle card's status, battery and device badges. */
export function VehicleBadges({ badges }: { badges: VehicleBadge[] }) {
  return (
    <List aria-label="Status">
      {badges.map((badge) => {
        const Icon = iconOf[badge.kind]
        return (
          <Badge key={badge.kind} $tone={toneOf[badge.kind]}>
            {Icon && <Icon size={14} />}
            {badge.label}
          </Badge>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space1};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Badge = styled.li<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  padding: 2px ${vars.space2};
  border-radius: ${vars.radiusPill};
  font-size: ${vars.fontSizeXs};
  font-weight: ${vars.fontWeightBold};
  color: ${({ $tone }) => toneColours[$tone].text};
  background: ${({ $tone }) => toneColours[$tone].background};
  border: 1px solid currentColor;
`
