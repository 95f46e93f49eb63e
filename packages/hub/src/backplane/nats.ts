import { connect, type NatsConnection } from '@nats-io/transport-node'
import { type Backplane, decodeEnvelope, encodeEnvelope, makeNodeId } from './backplane.ts'

export interface NatsBackplaneOptions {
  url: string
  /** Subject prefix; pushes go to `<prefix>.vehicle.<vehicleId>` and every node subscribes to `<prefix>.vehicle.*`. */
  prefix?: string
  onError?: (error: unknown) => void
}

/** Core NATS fan-out: one subject per vehicle, so a future node could subscribe to only the vehicles it serves. */
export const createNatsBackplane = (options: NatsBackplaneOptions): Backplane => {
  const prefix = options.prefix ?? 'vigil.hub'
  const nodeId = makeNodeId()
  const onError = options.onError ?? (() => {})
  let connection: NatsConnection | null = null
  return {
    start: async (deliver) => {
      connection = await connect({ servers: options.url, name: `vigil-hub-${nodeId}` })
      connection.subscribe(`${prefix}.vehicle.*`, {
        callback: (error, message) => {
          if (error) return onError(error)
          const envelope = decodeEnvelope(message.string())
          if (envelope && envelope.nodeId !== nodeId) deliver(envelope.vehicleId, envelope.frame)
        },
      })
      // A round trip guarantees the server has registered the subscription before start() resolves.
      await connection.flush()
    },
    publish: async (vehicleId, frame) => {
      connection?.publish(`${prefix}.vehicle.${vehicleId}`, encodeEnvelope(nodeId, vehicleId, frame))
    },
    close: async () => {
      await connection?.drain().catch(onError)
      connection = null
    },
  }
}
