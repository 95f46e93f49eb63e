import { getFleetMap, getVehicles } from '@vigil/api-client'
import { useHubMessage } from '@vigil/app-kit'
import { type FleetMapAnswer, mergeHubMessagesIntoFleet, odata, type VehicleHubMessage } from '@vigil/domain'
import { useCallback, useEffect, useRef } from 'react'
import useSWR from 'swr'

const FLEET_MAP_KEY = '/FleetMap'

/**
 * Every vehicle the person may see with its position and state facts, in one request (GET /FleetMap); not asked for
 * while `needed` is false (the cards ask only when a company's geofence makes them need the vehicles' companies).
 */
export function useFleetMap(needed = true) {
  return useSWR<FleetMapAnswer>(needed ? FLEET_MAP_KEY : null, () => getFleetMap(), { revalidateOnFocus: false })
}

/**
 * Moves the fleet with the hub's GPS, lock, tamper, battery and alarm pushes through the domain's merge (the cards' own;
 * a battery push moves only a marker's last contact, the readings are the card's). A
 * frame's pushes, up to thousands a second, are gathered and written to the fleet's cache entry once per animation
 * frame, in one pass; a reconnect revalidates the entry (the hub provider does) for what was missed.
 */
export function useLiveFleet() {
  const { mutate } = useSWR<FleetMapAnswer>(FLEET_MAP_KEY, null)
  const queue = useRef<VehicleHubMessage[]>([])
  const frame = useRef<number | null>(null)

  const flush = useCallback(() => {
    frame.current = null
    const updates = queue.current.splice(0)
    void mutate(
      (answer) => {
        if (!answer) return answer
        const vehicles = mergeHubMessagesIntoFleet(answer.vehicles, updates)
        return vehicles === answer.vehicles ? answer : { ...answer, vehicles: vehicles as FleetMapAnswer['vehicles'] }
      },
      { revalidate: false },
    )
  }, [mutate])

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
    },
    [],
  )

  const merge = (update: VehicleHubMessage) => {
    queue.current.push(update)
    frame.current ??= requestAnimationFrame(flush)
  }
  useHubMessage('DeviceGpsLocationMessage', (message) => merge({ target: 'DeviceGpsLocationMessage', message }))
  useHubMessage('DeviceLockUnlockMessage', (message) => merge({ target: 'DeviceLockUnlockMessage', message }))
  useHubMessage('DeviceTamperMessage', (message) => merge({ target: 'DeviceTamperMessage', message }))
  useHubMessage('DeviceBatteryMessage', (message) => merge({ target: 'DeviceBatteryMessage', message }))
  useHubMessage('AlarmMessage', (message) => merge({ target: 'AlarmMessage', message }))
}

/** One vehicle in full for its card, as a vehicle list (so the cards' live merge keeps it current). */
export function useFleetVehicle(vehicleId: number | null) {
  const params = vehicleId === null ? null : { $filter: odata.vehicles.eq('id', vehicleId), $pagesize: 1 }
  return useSWR(params ? ['/Vehicles', params] : null, () => getVehicles(params ?? {}))
}
