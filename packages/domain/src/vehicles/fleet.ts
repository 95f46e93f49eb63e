import { hasDevice, trackerState, vehicleAlert, vehicleLockState } from './facts.ts'
import type { Vehicle } from './types.ts'

// The fleet map (issue #28): every vehicle a person may see at once, each as a marker in one of five states.

/** What the fleet map knows of a vehicle (GET /FleetMap): who and where, and the facts its state derives from. */
export interface FleetVehicle
  extends Pick<
    Vehicle,
    | 'id'
    | 'userId'
    | 'userFirstName'
    | 'userLastName'
    | 'registrationNumber'
    | 'nickname'
    | 'make'
    | 'model'
    | 'deviceId'
    | 'deviceSerialNumber'
    | 'gpsDateTime'
    | 'gpsReceivedDateTime'
    | 'deviceLastSeenDateTime'
    | 'gpsLatitudeDegrees'
    | 'gpsLongitudeDegrees'
    | 'isLocked'
    | 'tamperActive'
    | 'openAlarmIds'
  > {
  /** The companies the vehicle belongs to: linked to it, or to its holder. */
  companyIds: number[]
}

/** The marker states, most urgent first: a cluster takes the most urgent state among its vehicles. */
export const FLEET_STATES = ['alarm', 'silent', 'unlocked', 'locked', 'noTracker'] as const
export type FleetState = (typeof FLEET_STATES)[number]

/** What the legend and the filter call each state. */
export const FLEET_STATE_LABELS: Record<FleetState, string> = {
  alarm: 'Alarm open',
  silent: 'Silent tracker',
  unlocked: 'Unlocked',
  locked: 'Locked',
  noTracker: 'No tracker',
}

/**
 * A vehicle's marker state from the same facts as its card: an alert (tamper or an open alarm) first, then no linked
 * tracker, then a tracker that went quiet (or never reported), else its lock state.
 */
export const fleetState = (vehicle: FleetVehicle, now: Date): FleetState => {
  if (vehicleAlert(vehicle)) return 'alarm'
  if (!hasDevice(vehicle)) return 'noTracker'
  const tracker = trackerState(vehicle, now).kind
  if (tracker === 'silent' || tracker === 'never-reported') return 'silent'
  return vehicleLockState(vehicle) ? 'locked' : 'unlocked'
}

/** The most urgent of some states (a cluster's). */
export const mostUrgentState = (states: Iterable<FleetState>): FleetState | null => {
  let best: number | null = null
  for (const state of states) {
    const rank = FLEET_STATES.indexOf(state)
    if (best === null || rank < best) best = rank
  }
  return best === null ? null : (FLEET_STATES[best] ?? null)
}

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/**
 * Whether a vehicle matches the map's search: its registration (spaces ignored, so 'ca123' finds 'CA 123'), its
 * nickname, or its holder's name (first, last or both).
 */
export const matchesFleetSearch = (vehicle: FleetVehicle, text: string): boolean => {
  const needle = compact(text)
  if (!needle) return true
  return [
    vehicle.registrationNumber,
    vehicle.nickname,
    `${vehicle.userFirstName}${vehicle.userLastName}`,
    vehicle.userLastName,
  ].some((field) => compact(field ?? '').includes(needle))
}

export interface FleetFilter {
  /** The states shown; all when empty. */
  states: ReadonlySet<FleetState>
  /** The company shown; every company when null. */
  companyId: number | null
  search: string
}

/** Whether the vehicle's marker is shown under the filter. */
export const fleetFilterMatches = (vehicle: FleetVehicle, state: FleetState, filter: FleetFilter): boolean =>
  (filter.states.size === 0 || filter.states.has(state)) &&
  (filter.companyId === null || vehicle.companyIds.includes(filter.companyId)) &&
  matchesFleetSearch(vehicle, filter.search)

/** How a cluster is named for a screen reader and on its button. */
export const clusterLabel = (count: number): string => (count === 1 ? '1 vehicle' : `${count} vehicles`)

/** Whether a vehicle has a position to place on the map. */
export const hasPosition = (
  vehicle: Pick<Vehicle, 'gpsLatitudeDegrees' | 'gpsLongitudeDegrees'>,
): vehicle is typeof vehicle & { gpsLatitudeDegrees: number; gpsLongitudeDegrees: number } =>
  vehicle.gpsLatitudeDegrees != null && vehicle.gpsLongitudeDegrees != null

/** A company the fleet map can be filtered by. */
export interface FleetCompany {
  id: number
  name: string
}

/** GET /FleetMap: every vehicle the person may see, and the companies among them they may see. */
export interface FleetMapAnswer {
  vehicles: FleetVehicle[]
  companies: FleetCompany[]
}
