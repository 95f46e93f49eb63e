import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { type Database, sessionStands } from '@vigil/db'
import {
  authenticateRequests,
  authorizeRequest,
  cachedSessionCheck,
  corsOrigins,
  hardenedServerOptions,
  ProblemSchema,
  registerInputLimits,
  registerProblemDetails,
  registerSecurityHeaders,
} from '@vigil/server-kit'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { BurnInConfig } from './config.ts'
import { consoleOrigins } from './console-origins.ts'
import type { DevicePort } from './device-port.ts'
import { registerBurnInAudit } from './http/audit.ts'
import { PlatformDevicePort } from './platform-port.ts'
import { testRunnerRoutes } from './routes.ts'
import { BurnInRunner } from './runner.ts'
import { BurnInUnitSchema, MessageSchema, TestResultSchema } from './schemas.ts'
import { BurnInService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    burnInRunner: BurnInRunner
  }
}

export type BurnInAppOptions = {
  config: BurnInConfig
  /** The API's database (its owner closes it). Omit to build the routes only, e.g. for the OpenAPI document. */
  db?: Database | undefined
  /** How tests reach devices; defaults to the platform's command and event tables. */
  devicePort?: DevicePort
  clock?: () => Date
  logger?: FastifyServerOptions['logger']
}

/** The burn-in service: the TestRunner calls, bearer-authenticated with the API's own access tokens. */
export async function buildBurnInApp(options: BurnInAppOptions) {
  const { config } = options
  const clock = options.clock ?? (() => new Date())
  const app = Fastify({
    ...hardenedServerOptions(config.api, options.logger),
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const db = () => {
    if (!options.db) throw new Error('This burn-in service was built without a database.')
    return options.db
  }
  const port =
    options.devicePort ??
    (options.db ? new PlatformDevicePort({ db: options.db, clock, pollMs: config.timing.pollMs }) : undefined)
  const runner = new BurnInRunner({
    db: options.db as Database,
    port: port as DevicePort,
    clock,
    timing: config.timing,
    limits: config.limits,
    logger: app.log,
  })
  app.decorate('burnInRunner', runner)
  app.decorate('burnIn', new BurnInService({ db, runner, clock, stations: config.stations }))
  app.decorateRequest('user', null)
  app.decorateRequest('authFailure', null)
  app.decorateRequest('scope', null)
  // Tests still running when the service stops are marked, so a restart never leaves them InProgress.
  if (options.db) app.addHook('preClose', () => runner.close())

  registerProblemDetails(app)
  registerInputLimits(app)
  registerSecurityHeaders(app, config.api)
  // The console is served from the API's origin and calls this one at burnInURL: that origin and ALLOWED_ORIGINS.
  // Every command is a PUT (spec §7), which the plugin's default methods (GET, HEAD, POST) would refuse.
  await app.register(cors, {
    origin: corsOrigins(config.api, consoleOrigins(config.api.publicUrl)),
    methods: ['GET', 'HEAD', 'PUT'],
  })
  for (const schema of [ProblemSchema, MessageSchema, TestResultSchema, BurnInUnitSchema]) app.addSchema(schema)
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vigil burn-in service',
        version: '1.0.0',
        description: 'Test stations, device test suites and their results (the burnInURL of appsettings).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  // The API's tokens end with their user and session here too (issue #27).
  const sessionLive = cachedSessionCheck(async (user) =>
    options.db ? sessionStands(options.db, { userId: user.id, role: user.role, sessionId: user.sessionId }) : true,
  )
  app.addHook('onRequest', authenticateRequests(config.api.jwtSecret, clock, sessionLive))
  if (options.db) registerBurnInAudit(app, db, clock)
  await app.register(async (scope) => {
    scope.addHook('preValidation', authorizeRequest)
    await scope.register(testRunnerRoutes)
  })
  if (options.db) await runner.recoverInterrupted()
  return app
}

export type BurnInApp = Awaited<ReturnType<typeof buildBurnInApp>>
