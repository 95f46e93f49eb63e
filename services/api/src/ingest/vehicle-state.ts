import type { BatteryData, GpsData } from '../gateway/index.ts'
import type { IngestRow } from './store.ts'

/** What a batch changes in one vehicle's last-known state; absent fields are left as they are. */
export interface VehicleStateChange {
  vehicleId: number
  /** The device that reported it (a vehicle has one linked tracker). */
  deviceId: number
  gps?: GpsData & { time: Date }
  isLocked?: boolean
  tamperActive?: boolean
  battery?: BatteryData
  ignitionOn?: boolean
}

/** A tamper report is an active alert while the car battery reads disconnected and nobody cancelled it. */
export const isTamperActive = (data: { carBatteryStateId: number; cancelled: boolean }): boolean =>
  data.carBatteryStateId === 0 && !data.cancelled

/** Folds a batch into one change per vehicle: for each kind of reading, the one with the latest device time wins. */
export function lastKnownState(rows: readonly IngestRow[]): VehicleStateChange[] {
  const byVehicle = new Map<number, VehicleStateChange & { times: Partial<Record<string, number>> }>()
  for (const { event, device } of rows) {
    if (device.vehicleId === null) continue
    let change = byVehicle.get(device.vehicleId)
    if (!change) {
      change = { vehicleId: device.vehicleId, deviceId: device.id, times: {} }
      byVehicle.set(device.vehicleId, change)
    }
    const time = event.time.getTime()
    if ((change.times[event.type] ?? -Infinity) > time) continue
    change.times[event.type] = time
    switch (event.type) {
      case 'gps':
        change.gps = { ...event.data, time: event.time }
        break
      case 'lock':
        change.isLocked = event.data.motorStateId !== 0
        break
      case 'tamper':
        change.tamperActive = isTamperActive(event.data)
        break
      case 'battery':
        change.battery = event.data
        break
      case 'ignition':
        change.ignitionOn = event.data.on
        break
    }
  }
  return [...byVehicle.values()].map(({ times: _times, ...change }) => change).sort((a, b) => a.vehicleId - b.vehicleId)
}
