// What the load-client worker and the publisher agree on.
import type { ClientsAnswer, ClientsRequest } from '../hub-clients.ts'

export interface BenchShape {
  clients: number
  vehicles: number
  /** How many clients watch each vehicle; each client watches vehicles * watchersPerVehicle / clients vehicles. */
  watchersPerVehicle: number
}

/** The clients that watch a vehicle: spread so every client gets the same share. */
export const watchersOf = (shape: BenchShape, vehicleId: number): number[] =>
  Array.from({ length: shape.watchersPerVehicle }, (_, k) => (vehicleId * shape.watchersPerVehicle + k) % shape.clients)

export type ToWorker =
  | { kind: 'connect-hub'; url: string; clients: number }
  | { kind: 'connect-bare'; url: string; clients: number }
  | ClientsRequest

export type FromWorker = ClientsAnswer
