/** What the load-client worker and the publisher agree on. */
export const RS = '\x1e'

export interface BenchShape {
  clients: number
  vehicles: number
  /** How many clients watch each vehicle; each client watches vehicles * watchersPerVehicle / clients vehicles. */
  watchersPerVehicle: number
}

/** The clients that watch a vehicle: spread so every client gets the same share. */
export const watchersOf = (shape: BenchShape, vehicleId: number): number[] =>
  Array.from({ length: shape.watchersPerVehicle }, (_, k) => (vehicleId * shape.watchersPerVehicle + k) % shape.clients)

/** Epoch milliseconds with sub-millisecond precision, comparable across worker threads. */
export const nowMs = (): number => performance.timeOrigin + performance.now()

export type ToWorker =
  | { kind: 'connect-hub'; url: string; clients: number }
  | { kind: 'connect-bare'; url: string; clients: number }
  | { kind: 'report' }
  | { kind: 'disconnect' }

export type FromWorker =
  | { kind: 'connected'; failed: number }
  | { kind: 'report'; received: number; latencies: Float64Array }
  | { kind: 'disconnected' }
