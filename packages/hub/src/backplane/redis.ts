import { Redis } from 'ioredis'
import { type Backplane, decodeEnvelope, encodeEnvelope, makeNodeId } from './backplane.ts'

export interface RedisBackplaneOptions {
  url: string
  /** Channel name prefix, so several deployments can share one Redis. */
  prefix?: string
  /** Pushes are spread over this many channels by vehicle id (`<prefix>:vehicles:<vehicleId % shards>`). */
  shards?: number
  onError?: (error: unknown) => void
}

/**
 * Redis pub/sub fan-out. Every node subscribes to all shard channels because any node may hold a connection allowed
 * to see any vehicle; the shards exist so a Redis Cluster can spread the channels over its nodes (switch PUBLISH to
 * SPUBLISH there) without changing the message format.
 */
export const createRedisBackplane = (options: RedisBackplaneOptions): Backplane => {
  const prefix = options.prefix ?? 'vigil:hub'
  const shards = options.shards ?? 16
  const nodeId = makeNodeId()
  const onError = options.onError ?? (() => {})
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  const subscriber = new Redis(options.url, { lazyConnect: true })
  publisher.on('error', onError)
  subscriber.on('error', onError)
  const channel = (shard: number) => `${prefix}:vehicles:${shard}`
  return {
    start: async (deliver) => {
      subscriber.on('message', (_channel: string, text: string) => {
        const envelope = decodeEnvelope(text)
        if (envelope && envelope.nodeId !== nodeId) deliver(envelope.vehicleId, envelope.frame)
      })
      await Promise.all([publisher.connect(), subscriber.connect()])
      await subscriber.subscribe(...Array.from({ length: shards }, (_, shard) => channel(shard)))
    },
    publish: async (vehicleId, frame) => {
      await publisher.publish(channel(Math.abs(vehicleId) % shards), encodeEnvelope(nodeId, vehicleId, frame))
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
