// What the live bench's threads agree on.
import type { ClientsAnswer, ClientsRequest } from '../hub-clients.ts'

// A GPS report carries its publish time in the longitude's last digits, so the hub push that reaches an agent tells
// how long the trip took without any extra field: 28 + (publish ms modulo 100 s) / 1e7.
const window = 100_000
export const longitudeAt = (at: number): number => 28 + (Math.round(at) % window) / 1e7
export const latencyOf = (longitude: number, receivedAt: number): number => {
  const sent = Math.round((longitude - 28) * 1e7)
  return ((((Math.round(receivedAt) % window) - sent) % window) + window) % window
}

export interface DeviceSetup {
  brokerUrl: string
  serials: string[]
  secret: string
  /** How many of the first serials obey commands (their vehicles stand still so the interlock allows a lock). */
  commandDevices: number
  /**
   * Spreads the trackers over 1,000 rows of latitude south of -22.5 (about 1.2 km apart), instead of one point, so a
   * map has markers to draw apart (the fleet map's benchmark); the longitude still carries the publish time.
   */
  spread?: boolean
}

/** The latitude tracker `index` reports when the fleet is spread. */
export const spreadLatitude = (index: number): number => -22.5 - (index % 1000) * 0.011

export type ToDevices = { kind: 'rate'; eventsPerSecond: number } | { kind: 'stop' }
export type FromDevices = { kind: 'ready'; failed: number } | { kind: 'stats'; published: number; acked: number }

export type ToAgents = { kind: 'connect'; url: string; tokens: string[] } | ClientsRequest
export type FromAgents = ClientsAnswer | { kind: 'lock-state'; vehicleId: number; locked: boolean; at: number }
