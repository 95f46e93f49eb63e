import type { CommandLife, LockAction } from '@vigil/domain'
import { ClientCard } from '@vigil/ui'
import { memo } from 'react'
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
  vehicles,
  commands,
  mapsApiKey,
  onToggleLock,
  onChangeDevice,
  onReactivate,
}: HolderCardProps) {
  return (
    <ClientCard client={holder} viewAccountHref={viewAccountHref} addVehicleHref={addVehicleHref}>
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
    </ClientCard>
  )
})
