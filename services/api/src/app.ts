import { writeFile } from 'node:fs/promises'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { type DatabaseHandle, sessionStands } from '@vigil/db'
import {
  authenticateRequests,
  authorizeRequest,
  cachedSessionCheck,
  checkPayload,
  corsOrigins,
  hardenedServerOptions,
  ProblemSchema,
  registerInputLimits,
  registerProblemDetails,
  registerSecurityHeaders,
  type SessionCheck,
} from '@vigil/server-kit'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { Redis } from 'ioredis'
import { areas } from './areas/index.ts'
import { createNotifier, type EmailSender, type SmsSender, smtpEmailSender } from './areas/notifications/outbox.ts'
import { namedSchemaIds } from './areas/schemas.ts'
import { appSettingsRoute } from './areas/settings/index.ts'
import { type Config, loadConfig } from './config.ts'
import { registerAbandonedReads } from './http/abandoned-reads.ts'
import { registerAuditTrail } from './http/audit/index.ts'
import { type DeviceWiringOptions, registerDevicePlatform } from './http/device-platform.ts'
import { documentIdsAsIntegers, referNamedSchemas } from './http/named-schemas.ts'
import { defaultRateLimits, type RateLimits } from './http/rate-limits.ts'
import { createTurnstileVerifier } from './http/turnstile.ts'
import { createNotifyWorker, type NotifyWorker } from './notify/index.ts'
import { registerOps } from './ops/index.ts'
import type { ApiServices } from './services.ts'
import { webAppsPlugin } from './web/index.ts'
import { mailboxPage } from './web/mailbox.ts'

declare module 'fastify' {
  // What the app lends the code below its routes is declared once, in services.ts.
  interface FastifyInstance extends ApiServices {
    /** Whether an access token's session still stands; shared by the routes and the hub (a short per-node cache). */
    sessionLive: SessionCheck
    /** Who hears about an alarm (issue #30): the background passes, and one pass on demand for tests. */
    notify: NotifyWorker
  }
}

export type AppOptions = {
  config: Config
  /** Omit to build the routes only, e.g. to write the OpenAPI document. */
  database?: DatabaseHandle | undefined
  logger?: FastifyServerOptions['logger']
  clock?: () => Date
  /** Used for Turnstile siteverify. */
  fetch?: typeof fetch
  emailSender?: EmailSender
  smsSender?: SmsSender
  rateLimits?: Partial<RateLimits>
  /** How long a node trusts a session check (default 2 s); a test that holds the database first warms it. */
  sessionCheckTtlMs?: number
  /** Hub and device platform tuning (tests shorten timers). */
  devices?: DeviceWiringOptions
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options
  const app = Fastify({
    ...hardenedServerOptions(config, options.logger),
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const clock = options.clock ?? (() => new Date())
  app.decorate('config', config)
  app.decorate('db', {
    getter() {
      if (!database) throw new Error('This app was built without a database.')
      return database.db
    },
  })
  app.decorate('clock', clock)
  app.decorate(
    'sessionLive',
    cachedSessionCheck(
      async (user) =>
        database ? sessionStands(database.db, { userId: user.id, role: user.role, sessionId: user.sessionId }) : true,
      options.sessionCheckTtlMs,
    ),
  )
  app.decorate('rateLimits', { ...defaultRateLimits, ...options.rateLimits })
  app.decorate('verifyTurnstile', createTurnstileVerifier(config.turnstileSecret, options.fetch ?? fetch))
  app.decorate(
    'notifier',
    createNotifier({
      db: () => app.db,
      log: app.log,
      emailSender:
        options.emailSender ??
        (config.smtpUrl
          ? smtpEmailSender(config.smtpUrl, `Vigil <no-reply@${new URL(config.publicUrl).hostname}>`)
          : undefined),
      smsSender: options.smsSender,
    }),
  )
  app.decorateRequest('user', null)
  app.decorateRequest('authFailure', null)
  app.decorateRequest('scope', null)
  if (database) app.addHook('onClose', () => database.close())
  if (database) {
    const notify = createNotifyWorker({
      db: () => app.db,
      notifier: app.notifier,
      clock: app.clock,
      log: app.log,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      production: config.production,
      webhookAllowPrivate: config.webhookAllowPrivate,
      intervalMs: config.notifyIntervalMs,
      batch: config.notifyBatch,
    })
    app.decorate('notify', notify)
    app.addHook('onReady', async () => notify.start())
    app.addHook('onClose', () => notify.stop())
  }

  registerProblemDetails(app)
  registerAbandonedReads(app)
  registerInputLimits(app)
  app.addSchema(ProblemSchema)
  registerSecurityHeaders(app, config)
  await app.register(cors, { origin: corsOrigins(config) })
  // Per-address limits in Redis when there is one, so that every API node counts together; without it, in memory.
  const rateLimitStore = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined
  if (rateLimitStore) {
    rateLimitStore.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'))
    app.addHook('onClose', () => rateLimitStore.quit().then(() => undefined))
  }
  // A Redis outage must not lock everyone out of signing in: requests then go through unlimited, and are logged.
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { redis: rateLimitStore, nameSpace: 'vigil-rate-limit:', skipOnError: true } : {}),
  })
  await app.register(swagger, {
    openapi: {
      // 3.1 expresses nullable fields as JSON Schema `null` types, which the generated client turns into `T | null`.
      openapi: '3.1.0',
      info: {
        title: 'Vigil API',
        version: '1.0.0',
        description: 'Accounts, onboarding, vehicles, devices and companies.',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    transform: ({ schema, url }) => ({
      schema: { ...schema, params: documentIdsAsIntegers(schema.params) },
      url: url.startsWith('/api/') ? url.slice(4) : url,
    }),
    transformObject: (documents) =>
      'openapiObject' in documents
        ? referNamedSchemas(documents.openapiObject, namedSchemaIds)
        : documents.swaggerObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  app.addHook('onRequest', authenticateRequests(config.jwtSecret, clock, app.sessionLive))
  await registerDevicePlatform(app, options.devices)
  registerOps(app)
  await app.register(appSettingsRoute)
  if (!config.production) await app.register(mailboxPage)
  await app.register(
    async (api) => {
      // The caller is checked before the body, so a stranger learns nothing of the schema (issue #27).
      api.addHook('preValidation', authorizeRequest)
      api.addHook('preHandler', checkPayload)
      registerAuditTrail(api)
      for (const area of areas) await api.register(area)
    },
    { prefix: '/api' },
  )
  await app.register(webAppsPlugin)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

/** Writes the OpenAPI document without a database (the generated client is built from it). */
export async function writeOpenApiDocument(file: string): Promise<void> {
  const app = await buildApp({ config: loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'openapi-only' }) })
  await app.ready()
  await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`)
  await app.close()
}
