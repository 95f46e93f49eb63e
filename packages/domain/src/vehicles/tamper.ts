import type { VehicleHistoryEntry } from './types.ts'

/**
 * A tamper entry in words. The device protocols carry one tamper code, `carBatteryStateId` (0: the car battery was
 * disconnected, anything else: connected again, see docs/device-protocol.md); an entry without it was raised without
 * saying what was tampered with. `tamperGpsState` is left out: no device protocol reports it, so no code has a meaning.
 */
export function tamperDescription(
  entry: Pick<VehicleHistoryEntry, 'tamperCarBatteryState' | 'tamperCancelled'>,
): string {
  const what =
    entry.tamperCarBatteryState === null || entry.tamperCarBatteryState === undefined
      ? 'Tamper alert'
      : entry.tamperCarBatteryState === 0
        ? 'Car battery disconnected'
        : 'Car battery connected'
  return entry.tamperCancelled ? `${what} (cancelled)` : what
}
