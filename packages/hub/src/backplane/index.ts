import type { Backplane } from './backplane.ts'
import { createMemoryBackplane } from './memory.ts'
import { createNatsBackplane } from './nats.ts'
import { createRedisBackplane } from './redis.ts'

export type { Backplane, DeliverFrame } from './backplane.ts'
export { createMemoryBackplane, MemoryBus } from './memory.ts'
export { createNatsBackplane } from './nats.ts'
export { createRedisBackplane } from './redis.ts'

/** Redis when `REDIS_URL` is set, else NATS when `NATS_URL` is set, else in memory (one node). */
export const backplaneFromEnv = (
  env: Record<string, string | undefined> = process.env,
  onError?: (error: unknown) => void,
): Backplane => {
  if (env.REDIS_URL) return createRedisBackplane({ url: env.REDIS_URL, onError })
  if (env.NATS_URL) return createNatsBackplane({ url: env.NATS_URL, onError })
  return createMemoryBackplane()
}
