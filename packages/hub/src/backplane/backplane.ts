import { randomBytes } from 'node:crypto'

export type DeliverFrame = (vehicleId: number, frame: string) => void

/**
 * Fan-out of pushes between API nodes. A node delivers its own pushes to its local connections directly and hands
 * them to the backplane for every other node; each backplane skips the messages it published itself.
 * Delivery is at-most-once: a push published while the broker is unreachable is lost, which is why clients refetch
 * vehicle state after a reconnect.
 */
export interface Backplane {
  /** Starts handing pushes published by other nodes to `deliver`; resolves once subscribed. */
  start(deliver: DeliverFrame): Promise<void>
  publish(vehicleId: number, frame: string): Promise<void>
  close(): Promise<void>
}

/** `<node id> <vehicle id> <frame>`: the frame is already the exact text clients receive, so it is forwarded as is. */
export const encodeEnvelope = (nodeId: string, vehicleId: number, frame: string): string =>
  `${nodeId} ${vehicleId} ${frame}`

export const decodeEnvelope = (text: string): { nodeId: string; vehicleId: number; frame: string } | null => {
  const first = text.indexOf(' ')
  const second = first < 0 ? -1 : text.indexOf(' ', first + 1)
  if (second < 0) return null
  const vehicleId = Number(text.slice(first + 1, second))
  if (!Number.isSafeInteger(vehicleId)) return null
  return { nodeId: text.slice(0, first), vehicleId, frame: text.slice(second + 1) }
}

export const makeNodeId = (): string => randomBytes(9).toString('base64url')
