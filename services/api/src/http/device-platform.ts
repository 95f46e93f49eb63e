import { sessionStands } from '@vigil/db'
import { hubMessages } from '@vigil/domain'
import { backplaneFromEnv, createHub, type Hub, type HubOptions } from '@vigil/hub'
import type { FastifyInstance } from 'fastify'
import { DevicePlatform, type DevicePlatformOptions } from '../device-platform/platform.ts'
import { HubSessions, hubAuthenticate, vehicleWatchers } from '../device-platform/watchers.ts'
import { Counter } from '../ops/metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time hub at /DefaultHub and /api/DefaultHub. */
    hub: Hub
    /** Hub pushes published from this node, by message type (for /metrics). */
    hubPushes: Counter
    /** Gateways, ingest and commands; `devices.start()` opens the MQTT broker and the Teltonika port. */
    devices: DevicePlatform
    /** The sessions behind this node's hub connections (closed when their user or session ends). */
    hubSessions: HubSessions
  }
}

/** How often this node looks for ended sessions among its hub connections. */
export const HUB_SESSION_SWEEP_MS = 2000

export interface DeviceWiringOptions {
  hub?: Partial<HubOptions>
  devices?: Pick<DevicePlatformOptions, 'ingest' | 'commands'>
}

/**
 * Adds the hub and the device platform to the app. The hub is served at the origin and under /api because clients
 * connect to `{baseURL}/DefaultHub` and baseURL ends in /api.
 */
export async function registerDevicePlatform(app: FastifyInstance, options: DeviceWiringOptions = {}): Promise<void> {
  const { config } = app
  const hubPushes = new Counter('vigil_hub_pushes_total', 'Hub pushes published from this node, by message type')
  const sessions = new HubSessions({
    db: () => app.db,
    clock: app.clock,
    disconnectUser: (userId) => hub.disconnectUser(userId, { error: hubMessages.sessionEnded, allowReconnect: true }),
  })
  const hub = createHub({
    // A (re)connecting client is checked against the database itself, not the cache: a closed session stays out.
    authenticate: hubAuthenticate(
      config.jwtSecret,
      app.clock,
      async (user) => sessionStands(app.db, { userId: user.id, role: user.role, sessionId: user.sessionId }),
      sessions,
    ),
    mayWatch: vehicleWatchers(() => app.db),
    backplane: backplaneFromEnv({ REDIS_URL: config.redisUrl, NATS_URL: config.natsUrl }, (error) =>
      app.log.error({ err: error }, 'hub backplane error'),
    ),
    logger: app.log,
    // Browsers on the configured origins connect too (the API's own origin needs no CORS).
    corsOrigins: config.allowedOrigins,
    onPublish: (message) => hubPushes.inc({ type: message.target }),
    ...options.hub,
  })
  const devices = new DevicePlatform({
    config,
    db: () => app.db,
    clock: app.clock,
    publish: (vehicleId, message) => hub.publish(vehicleId, message),
    logger: app.log,
    ...options.devices,
  })
  app.decorate('hub', hub)
  app.decorate('hubSessions', sessions)
  // Every node checks its own connections, so an ended session is closed everywhere within a sweep.
  const sweeping = setInterval(() => {
    sessions.sweep().catch((error) => app.log.warn({ err: error }, 'hub session sweep failed'))
  }, HUB_SESSION_SWEEP_MS)
  sweeping.unref()
  app.addHook('onClose', async () => clearInterval(sweeping))
  app.decorate('hubPushes', hubPushes)
  app.decorate('devices', devices)
  app.addHook('preClose', async () => {
    await devices.stop()
    await hub.close()
  })
  await app.register(async (scope) => {
    // The hub speaks SignalR, not REST: its routes stay out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true }
    })
    await scope.register(hub.fastifyPlugin)
    await scope.register(hub.fastifyPlugin, { prefix: '/api' })
  })
}
