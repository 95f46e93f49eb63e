import { ulid } from 'ulid'
import type { DeviceEvent, DeviceEventDataByType, DeviceEventType } from '../event.ts'
import { type AvlRecord, ioNumber } from './avl.ts'

/** IO ids as most Teltonika models number them (check per model). */
export const teltonikaIo = {
  ignition: 239,
  movement: 240,
  externalVoltageMillivolts: 66,
  batteryVoltageMillivolts: 67,
  immobiliserRelay: 179,
  unplug: 252,
  alarm: 236,
} as const

/** The last state seen on one connection, so periodic records only become events when something changes. */
export interface TeltonikaSessionState {
  ignition?: number
  immobiliserRelay?: number
  unplug?: number
  alarm?: number
}

export interface RecordsToEventsOptions {
  previous?: TeltonikaSessionState
  /** Event ids; seeded with the record time so ids sort like the events. */
  newId?: (timeMs: number) => string
}

export interface RecordsToEventsOutcome {
  events: DeviceEvent[]
  state: TeltonikaSessionState
}

/** Maps decoded AVL records of one device to internal events. */
export function recordsToEvents(
  imei: string,
  records: readonly AvlRecord[],
  options: RecordsToEventsOptions = {},
): RecordsToEventsOutcome {
  const newId = options.newId ?? ((timeMs: number) => ulid(timeMs))
  const state: TeltonikaSessionState = { ...options.previous }
  const events: DeviceEvent[] = []
  for (const record of records) {
    const time = record.timestamp
    const push = <T extends DeviceEventType>(type: T, data: DeviceEventDataByType[T]) => {
      events.push({ id: newId(time.getTime()), serial: imei, time, type, data } as DeviceEvent)
    }
    /** A state IO becomes an event when it caused the record or differs from the last one seen; an alarm-like IO
     * seen first in its normal state is not news. */
    const changed = (key: keyof TeltonikaSessionState, id: number, normal?: number): number | undefined => {
      const value = ioNumber(record, id)
      if (value === undefined) return undefined
      const before = state[key]
      state[key] = value
      if (record.eventIoId === id || (before !== undefined && before !== value)) return value
      if (before === undefined && value !== normal) return value
      return undefined
    }

    const hasFix = record.satellites > 0 && (record.latitudeDegrees !== 0 || record.longitudeDegrees !== 0)
    if (hasFix) {
      push('gps', {
        latitudeDegrees: record.latitudeDegrees,
        longitudeDegrees: record.longitudeDegrees,
        altitudeMeters: record.altitudeMeters,
        speedKph: record.speedKph,
        headingDegrees: record.angleDegrees,
        satellites: record.satellites,
      })
    }
    const ignition = changed('ignition', teltonikaIo.ignition)
    if (ignition !== undefined) push('ignition', { on: ignition !== 0 })
    const relay = changed('immobiliserRelay', teltonikaIo.immobiliserRelay)
    if (relay !== undefined) push('lock', { motorStateId: relay === 0 ? 0 : 1 })
    const unplug = changed('unplug', teltonikaIo.unplug, 0)
    if (unplug !== undefined) push('tamper', { carBatteryStateId: unplug === 1 ? 0 : 1, cancelled: false })
    const alarm = changed('alarm', teltonikaIo.alarm, 0)
    if (alarm !== undefined) push('sos', { sosStateId: alarm === 0 ? 0 : 1 })
    const car = ioNumber(record, teltonikaIo.externalVoltageMillivolts)
    const device = ioNumber(record, teltonikaIo.batteryVoltageMillivolts)
    if (car !== undefined || device !== undefined) {
      push('battery', { carBatteryMillivolts: car ?? null, deviceBatteryMillivolts: device ?? null })
    }
  }
  return { events, state }
}
