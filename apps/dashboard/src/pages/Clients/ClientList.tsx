import { useWatchVehicles } from '@vigil/app-kit'
import { accountViewRoute, addDriverRoute, failureMessages, successMessages } from '@vigil/domain'
import { DESK_WIDTH_QUERY, notify, Stack, useMediaQuery } from '@vigil/ui'
import { memo, useCallback, useMemo, useState } from 'react'
import {
  type AccountHolder,
  type ClientVehicle,
  reactivateVehicleDevice,
  useMapsApiKey,
  usePageVehicles,
} from '../../data/clients.ts'
import { useLiveVehicles, useVehicleCommands } from '../../data/vehicleCommands.ts'
import { DeviceModal } from './DeviceModal.tsx'
import { HolderCard, HolderRow } from './HolderCard.tsx'
import { useVehiclesByHolder } from './vehiclesByHolder.ts'

export interface ClientListProps {
  /** The page of account holders; the same array until the page is fetched again. */
  holders: readonly AccountHolder[]
  /** A newer page is being fetched. */
  busy: boolean
}

const noVehicles: readonly ClientVehicle[] = []

/**
 * The holders' cards with their live vehicles. It holds the vehicles' cache entry, so a frame of pushes re-renders
 * this list and the cards that moved, never the search bar or the other holders.
 */
export const ClientList = memo(function ClientList({ holders, busy }: ClientListProps) {
  const [changingDevice, setChangingDevice] = useState<ClientVehicle | null>(null)
  // At desk widths one compact row a holder, so a screen shows many; a phone keeps the cards (issue #28).
  const compact = useMediaQuery(DESK_WIDTH_QUERY)
  // Rows the person opened or closed; a search that finds one holder opens theirs (they were looked for).
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map())
  const openHolder = useCallback(
    (holderId: number, open: boolean) => setToggled((before) => new Map(before).set(holderId, open)),
    [],
  )
  const userIds = useMemo(() => holders.map((holder) => holder.id), [holders])
  const vehicles = usePageVehicles(userIds)
  const mapsApiKey = useMapsApiKey()
  const { commands, send } = useVehicleCommands()
  useLiveVehicles()
  // GPS only for this page's vehicles: an Admin would otherwise receive every vehicle's position (issue #14).
  useWatchVehicles((vehicles.data?.items ?? []).map((vehicle) => vehicle.id))
  const vehiclesByHolder = useVehiclesByHolder(vehicles.data?.items)

  const reloadVehicles = vehicles.mutate
  const reactivate = useCallback(
    async (vehicle: ClientVehicle) => {
      try {
        await reactivateVehicleDevice(vehicle.id)
        notify(successMessages.deviceReactivated(vehicle.registrationNumber))
      } catch {
        notify(failureMessages.deviceNotReactivated(vehicle.registrationNumber), 'error')
      } finally {
        await reloadVehicles()
      }
    },
    [reloadVehicles],
  )

  return (
    <>
      <Stack $gap={compact ? 2 : 4} aria-busy={busy || vehicles.isLoading} data-testid="client-list">
        {holders.map((holder) => {
          const props = {
            holder,
            viewAccountHref: accountViewRoute(holder.id),
            addVehicleHref: addDriverRoute(holder.id),
            vehicles: vehiclesByHolder.get(holder.id) ?? noVehicles,
            commands,
            mapsApiKey,
            onToggleLock: send,
            onChangeDevice: setChangingDevice,
            onReactivate: reactivate,
          }
          return compact ? (
            <HolderRow
              key={holder.id}
              {...props}
              expanded={toggled.get(holder.id) ?? holders.length === 1}
              onExpandedChange={openHolder}
            />
          ) : (
            <HolderCard key={holder.id} {...props} />
          )
        })}
      </Stack>
      {changingDevice && (
        <DeviceModal
          vehicle={changingDevice}
          onClose={() => setChangingDevice(null)}
          onChanged={() => void reloadVehicles()}
        />
      )}
    </>
  )
})
