// Operations endpoints at the origin: /health (the process answers), /ready (database, device broker and hub fan-out
// reachable: a load balancer sends traffic only then), /metrics (Prometheus; in production only with METRICS_TOKEN,
// or from the machine itself when none is set).
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, expose, Histogram, type Metric, Sampled } from './metrics.ts'

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))])

async function readiness(app: FastifyInstance): Promise<Record<string, string>> {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => app.db.execute(sql`select 1`),
    broker: async () => {
      if (!app.devices.broker) throw new Error('not started')
    },
    fanOut: () => app.hub.ready(),
  }
  const results: Record<string, string> = {}
  for (const [name, check] of Object.entries(checks)) {
    results[name] = await within(check(), 2000).then(
      () => 'ok',
      (error: Error) => error.message,
    )
  }
  return results
}

const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'

/** Registered on the root app (not as an encapsulated plugin) so the timing hook sees every route. */
export function registerOps(app: FastifyInstance): void {
  const httpDuration = new Histogram(
    'vigil_http_request_duration_seconds',
    'HTTP answers by route and status',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  )
  const eventLoop = monitorEventLoopDelay({ resolution: 20 })
  eventLoop.enable()
  app.addHook('onClose', async () => eventLoop.disable())
  const metrics: Metric[] = [
    httpDuration,
    new Sampled('vigil_ingest_events_stored_total', 'Device events stored for the first time', 'counter', () =>
      app.devices ? app.devices.ingest.stored : 0,
    ),
    new Sampled('vigil_ingest_backlog_events', 'Device events waiting for their batch (ingest lag)', 'gauge', () =>
      app.devices ? app.devices.ingest.backlog : 0,
    ),
    new Sampled('vigil_hub_connections', 'Hub connections on this node', 'gauge', () => app.hub?.connectionCount ?? 0),
    new Sampled('vigil_event_loop_delay_p99_seconds', 'Event-loop delay, 99th percentile since start', 'gauge', () =>
      Number.isNaN(eventLoop.percentile(99)) ? 0 : eventLoop.percentile(99) / 1e9,
    ),
    new Sampled(
      'vigil_event_loop_delay_max_seconds',
      'Longest event-loop delay since start',
      'gauge',
      () => eventLoop.max / 1e9,
    ),
  ]
  const statusCodes = new Counter('vigil_http_requests_total', 'HTTP answers by route and status')
  metrics.push(statusCodes)

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL, so ids and tokens stay out of the label set.
    const route = request.routeOptions.url ?? 'unmatched'
    const labels = { method: request.method, route, status: String(reply.statusCode) }
    httpDuration.observe(reply.elapsedTime / 1000, { method: request.method, route })
    statusCodes.inc(labels)
  })

  const mayScrape = (request: FastifyRequest) => {
    if (!app.config.production) return true
    const token = process.env.METRICS_TOKEN?.trim()
    if (token) return request.headers.authorization === `Bearer ${token}`
    return isLoopback(request.socket.remoteAddress ?? '')
  }

  const hidden = { schema: { hide: true }, logLevel: 'warn' as const }
  app.get('/health', hidden, async () => ({ status: 'ok' }))
  app.get('/ready', hidden, async (_request, reply: FastifyReply) => {
    const checks = await readiness(app)
    const ready = Object.values(checks).every((result) => result === 'ok')
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks })
  })
  app.get('/metrics', hidden, async (request, reply) => {
    if (!mayScrape(request)) return reply.code(404).send()
    // Kept by the parts that observe them: ingest batches, command outcomes and hub pushes.
    const observed: Metric[] = app.devices
      ? [
          app.devices.ingest.metrics.batchEvents,
          app.devices.ingest.metrics.lagSeconds,
          app.devices.commandOutcomes,
          app.hubPushes,
        ]
      : []
    return reply.type('text/plain; version=0.0.4').send(expose([...metrics, ...observed]))
  })
}
