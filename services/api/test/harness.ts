import { randomBytes } from 'node:crypto'
import { type Database, type DatabaseDriver, openDatabase } from '@vigil/db'
import {
  DEMO_PASSWORD,
  type DemoData,
  type DemoRole,
  demoSignIns,
  seedDemoData,
  seedReferenceData,
} from '@vigil/db/seed'
import { createTestPostgresDatabase, migratedPgliteImage } from '@vigil/db/testing'
import { type App, type AppOptions, buildApp } from '../src/app.ts'
import type { SessionTokens } from '../src/areas/auth/sessions.ts'
import type { EmailMessage, SmsMessage } from '../src/areas/notifications/outbox.ts'
import { type Config, loadConfig } from '../src/config.ts'
import type { RateLimits } from '../src/http/rate-limits.ts'

export { drivers } from '@vigil/db/testing'
/** A signed-in session without a password: benchmarks seed their users straight into the database. */
export { startSession } from '../src/areas/auth/sessions.ts'
export type { DemoRole }
export const demoRoles = Object.keys(demoSignIns) as DemoRole[]

export type TestAppOptions = {
  driver: DatabaseDriver
  /** Defaults to limits high enough that tests never hit them. */
  rateLimits?: Partial<RateLimits>
  config?: Partial<Config>
  fetch?: typeof fetch
  /** Capture emails and SMS in memory (default); false leaves the outbox fallback (logged) in place. */
  captureMessages?: boolean
  /** Hub and device platform tuning, e.g. short command timers. */
  devices?: AppOptions['devices']
  /** How long the app trusts a session check (AppOptions). */
  sessionCheckTtlMs?: number
  /** Fastify's logger option (e.g. a level and a stream that collects the lines); TEST_LOG otherwise. */
  logger?: AppOptions['logger']
}

export type TestApp = {
  app: App
  db: Database
  driver: DatabaseDriver
  demo: DemoData
  /** Emails and SMS sent so far (when captured). */
  emails: EmailMessage[]
  sms: SmsMessage[]
  /** The app's clock; move it forward to test expiry. */
  clock: { now: () => Date; advance: (ms: number) => void }
  signIn: (email: string, password: string) => Promise<SessionTokens>
  /** Bearer access token of the demo user of a role (signed in once, then cached). */
  tokenFor: (role: DemoRole) => Promise<string>
  /** `{ authorization: 'Bearer …' }` for a role, or no header for anonymous. */
  headersFor: (role: DemoRole | 'anonymous') => Promise<Record<string, string>>
  close: () => Promise<void>
}

/** A migrated, seeded (reference and demo data) app on a fresh database of the chosen driver. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  // Each driver's database starts migrated (a copy of one made once): what every test here checks comes after that.
  const postgres = options.driver === 'postgres' ? await createTestPostgresDatabase({ migrated: true }) : undefined
  const config: Config = {
    ...loadConfig({
      DATA_DIR: 'memory://',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://vigil.test',
    }),
    databaseUrl: postgres?.url,
    // Tests drive notifications with app.notify.runOnce(), so a background pass never races their assertions.
    notifyIntervalMs: 0,
    ...options.config,
  }
  const database = await openDatabase(postgres ? config : { ...config, pgliteImage: await migratedPgliteImage() })
  await seedReferenceData(database.db, { adminPassword: DEMO_PASSWORD })
  const demo = await seedDemoData(database.db)

  let offsetMs = 0
  const clock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms
    },
  }
  const emails: EmailMessage[] = []
  const sms: SmsMessage[] = []
  const capture = options.captureMessages ?? true
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    ...(options.logger
      ? { logger: options.logger }
      : process.env.TEST_LOG
        ? { logger: { level: process.env.TEST_LOG } }
        : {}),
    rateLimits: { signInPerMinute: 1000, otpPerMinute: 1000, passwordResetPerMinute: 1000, ...options.rateLimits },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.devices ? { devices: options.devices } : {}),
    ...(options.sessionCheckTtlMs ? { sessionCheckTtlMs: options.sessionCheckTtlMs } : {}),
    ...(capture
      ? {
          emailSender: { send: async (message: EmailMessage) => void emails.push(message) },
          smsSender: { send: async (message: SmsMessage) => void sms.push(message) },
        }
      : {}),
  })
  await app.ready()

  const signIn = async (email: string, password: string): Promise<SessionTokens> => {
    const response = await app.inject({ method: 'POST', url: '/api/Auth/SignInByEmail', payload: { email, password } })
    if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`)
    return response.json()
  }
  const tokens = new Map<DemoRole, string>()
  const tokenFor = async (role: DemoRole) => {
    if (!tokens.has(role)) tokens.set(role, (await signIn(demoSignIns[role], DEMO_PASSWORD)).accessToken)
    return tokens.get(role)!
  }
  return {
    app,
    db: database.db,
    driver: options.driver,
    demo,
    emails,
    sms,
    clock,
    signIn,
    tokenFor,
    headersFor: async (role): Promise<Record<string, string>> =>
      role === 'anonymous' ? {} : { authorization: `Bearer ${await tokenFor(role)}` },
    close: async () => {
      await app.close()
      await postgres?.drop()
    },
  }
}
