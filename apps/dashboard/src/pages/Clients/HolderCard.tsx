import { type CommandLife, type LockAction, vehicleStateBadge } from '@vigil/domain'
import { ClientCard, ClientRow } from '@vigil/ui'
import { memo, useMemo } from 'react'
import type { AccountHolder, ClientVehicle } from '../../data/clients.ts'
import { LiveVehicleCard } from './LiveVehicleCard.tsx'

export interface HolderCardProps {
  holder: AccountHolder
  viewAccountHref: string
  addVehicleHref: string
  /** The holder's vehicles on the page; the same array while none of them changed. */
  vehicles: readonly ClientVehicle[]
  commands: ReadonlyMap<number, CommandLife>
  mapsApiKey: string | null
  onToggleLock: (vehicleId: number, action: LockAction) => void
  onChangeDevice: (vehicle: ClientVehicle) => void
  onReactivate: (vehicle: ClientVehicle) => void
}

/** An account holder with their live vehicle cards; a push for another holder's vehicle leaves it as it is (memo). */
export const HolderCard = memo(function HolderCard({
  holder,
  viewAccountHref,
  addVehicleHref,
  ...cards
}: HolderCardProps) {
  return (
    <ClientCard client={holder} viewAccountHref={viewAccountHref} addVehicleHref={addVehicleHref}>
      <VehicleCards {...cards} />
    </ClientCard>
  )
})

export interface HolderRowProps extends HolderCardProps {
  expanded: boolean
  onExpandedChange: (holderId: number, expanded: boolean) => void
}

/**
 * An account holder on the compact list (desk widths): a row of live state chips, opening onto the same live vehicle
 * cards. The chips come from the vehicles' cache entry, so pushes change them as they change the cards.
 */
export const HolderRow = memo(function HolderRow({
  holder,
  viewAccountHref,
  addVehicleHref,
  expanded,
  onExpandedChange,
  ...cards
}: HolderRowProps) {
  const chips = useMemo(
    () =>
      cards.vehicles.map((vehicle) => ({
        id: vehicle.id,
        registrationNumber: vehicle.registrationNumber,
        state: vehicleStateBadge(vehicle),
      })),
    [cards.vehicles],
  )
  return (
    <ClientRow
      client={holder}
      vehicles={chips}
      viewAccountHref={viewAccountHref}
      addVehicleHref={addVehicleHref}
      expanded={expanded}
      onExpandedChange={(open) => onExpandedChange(holder.id, open)}
    >
      <VehicleCards {...cards} />
    </ClientRow>
  )
})

function VehicleCards({
  vehicles,
  commands,
  mapsApiKey,
  onToggleLock,
  onChangeDevice,
  onReactivate,
}: Omit<HolderCardProps, 'holder' | 'viewAccountHref' | 'addVehicleHref'>) {
  return (
    <>
      {vehicles.map((vehicle) => (
        <LiveVehicleCard
          key={vehicle.id}
          vehicle={vehicle}
          command={commands.get(vehicle.id) ?? null}
          mapsApiKey={mapsApiKey}
          onToggleLock={onToggleLock}
          onChangeDevice={onChangeDevice}
          onReactivate={onReactivate}
        />
      ))}
    </>
  )
}
