import { Button, Card, Inline, Spinner, Stack } from '@vigil/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type ClientVehicle, reactivateVehicleDevice } from '../../data/clients.ts'
import { useFleetVehicle } from '../../data/fleetMap.ts'
import { useLiveVehicles, useVehicleCommands } from '../../data/vehicleCommands.ts'
import { DeviceModal } from '../Clients/DeviceModal.tsx'
import { LiveVehicleCard } from '../Clients/LiveVehicleCard.tsx'

export interface VehiclePanelProps {
  vehicleId: number
  mapsApiKey: string | null
  onClose: () => void
}

/** The card of the vehicle opened on the map, with its commands, live as on the clients list. */
export function VehiclePanel({ vehicleId, mapsApiKey, onClose }: VehiclePanelProps) {
  const vehicle = useFleetVehicle(vehicleId)
  const { commands, send } = useVehicleCommands()
  useLiveVehicles()
  const [changingDevice, setChangingDevice] = useState<ClientVehicle | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const item = vehicle.data?.items[0]
  const reload = vehicle.mutate
  const reactivate = useCallback(
    async (target: ClientVehicle) => {
      try {
        await reactivateVehicleDevice(target.id)
      } finally {
        await reload()
      }
    },
    [reload],
  )

  // The card is where the person is looking next: focus moves to it when a marker opens it.
  useEffect(() => {
    if (item) panel.current?.focus()
  }, [item])

  return (
    <Card as="aside" aria-label="Vehicle" ref={panel} tabIndex={-1}>
      <Stack $gap={3}>
        <Inline $justify="end">
          <Button variant="secondary" size="sm" onPress={onClose}>
            Close
          </Button>
        </Inline>
        {!item ? (
          vehicle.error ? (
            <p>The vehicle could not load.</p>
          ) : (
            <Spinner label="Loading the vehicle" showLabel />
          )
        ) : (
          <LiveVehicleCard
            vehicle={item}
            command={commands.get(item.id) ?? null}
            mapsApiKey={mapsApiKey}
            onToggleLock={send}
            onChangeDevice={setChangingDevice}
            onReactivate={reactivate}
          />
        )}
      </Stack>
      {changingDevice && (
        <DeviceModal vehicle={changingDevice} onClose={() => setChangingDevice(null)} onChanged={() => void reload()} />
      )}
    </Card>
  )
}
