import { useMemo, useRef } from 'react'
import type { ClientVehicle } from '../../data/clients.ts'

type ByHolder = ReadonlyMap<number, readonly ClientVehicle[]>

const sameVehicles = (a: readonly ClientVehicle[], b: readonly ClientVehicle[]) =>
  a.length === b.length && a.every((vehicle, index) => vehicle === b[index])

/**
 * The page's vehicles by holder. A holder whose vehicles are all the same objects as before keeps the same array, so
 * a GPS push re-renders only the holder card (and the vehicle card) it moves.
 */
export function useVehiclesByHolder(vehicles: readonly ClientVehicle[] | undefined): ByHolder {
  const previous = useRef<ByHolder>(new Map())
  return useMemo(() => {
    const grouped = new Map<number, ClientVehicle[]>()
    for (const vehicle of vehicles ?? []) {
      const list = grouped.get(vehicle.userId)
      if (list) list.push(vehicle)
      else grouped.set(vehicle.userId, [vehicle])
    }
    const stable = new Map<number, readonly ClientVehicle[]>()
    for (const [holderId, list] of grouped) {
      const before = previous.current.get(holderId)
      stable.set(holderId, before && sameVehicles(before, list) ? before : list)
    }
    previous.current = stable
    return stable
  }, [vehicles])
}
