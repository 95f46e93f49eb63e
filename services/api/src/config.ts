import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export type Config = {
  port: number
  /** Interface the API listens on: loopback in development (the mailbox is there), every interface in production. */
  host: string
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed; nobody's by default (TRUSTED_PROXIES). */
  trustedProxies: string[]
  /** Browser origins allowed to call the API cross-origin (ALLOWED_ORIGINS); the API's own origin always is. */
  allowedOrigins: string[]
  production: boolean
  /** PostgreSQL connection string; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined
  /**
   * Connections to PostgreSQL per process. Fewer connections than requests in flight is faster: a backend per core
   * or two keeps PostgreSQL busy without the cost of switching between many.
   */
  databasePoolSize: number
  /** Where the embedded database and generated secrets live; `memory://` keeps PGlite in memory (tests). */
  dataDir: string
  /** How often PGlite analyses tables that changed size (default 10 s); 0 never, for tests of plans without statistics. */
  analyseEveryMs?: number
  jwtSecret: string
  publicUrl: string
  /**
   * The API's address in the apps' settings: root-relative `/api` unless PUBLIC_URL is set, so the apps call the API
   * on whichever host name the browser used to load them (the API serves them on its own origin).
   */
  apiBaseUrl: string
  /** Where the web apps' builds are (`<appsDir>/<app>/dist`); the API serves them on its own origin. */
  appsDir: string
  smtpUrl: string | undefined
  turnstileSecret: string | undefined
  turnstileSiteKey: string
  googleMapsApiKey: string
  intercomAppId: string
  burnInUrl: string
  tempProtectedRoutesKey: string
  adminEmail: string | undefined
  adminPassword: string | undefined
  redisUrl: string | undefined
  natsUrl: string | undefined
  mqttUrl: string | undefined
  /**
   * With several API nodes on one external broker, the shared-subscription group they take device traffic through
   * (each event reaches one node); without it every node takes every event.
   */
  mqttShareGroup: string | undefined
  /** The platform's client id on an external broker (MQTT_CLIENT_ID); unique per node, `vigil-platform-{hostname}` otherwise. */
  mqttClientId: string | undefined
  /** Seconds a device command waits for an offline tracker before it expires (COMMAND_TTL_SECONDS, default 120). */
  commandTtlSeconds: number
  /** The embedded MQTT broker's port when no `MQTT_URL` is set (1884, so it never collides with a system broker). */
  mqttPort: number
  /** Teltonika trackers connect here over TCP (Codec 8/8E). */
  teltonikaPort: number
  /** Interface the device gateways listen on. */
  deviceHost: string
  /** The installation checklist's X-Passcode; kept only as a hash in memory. */
  checklistPasscode: string
  /**
   * Webhooks and push endpoints may be on this machine or a private network (WEBHOOK_ALLOW_PRIVATE=true): for a test's
   * or a developer's own receiver only; production refuses private addresses whatever this says.
   */
  webhookAllowPrivate: boolean
  /** How often each node looks for notifications to send and alarms to escalate (NOTIFY_INTERVAL_MS; 0: never). */
  notifyIntervalMs: number
  /** The most notices, and the most deliveries, one node claims in a pass (NOTIFY_BATCH; default 20). */
  notifyBatch: number
}

export const repoRoot = resolve(import.meta.dirname, '../../..')

const read = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value ? value : undefined
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** Reads a secret from `<dataDir>/<name>`, creating it on first start so it survives restarts. */
const persistedSecret = (dataDir: string, name: string): string => {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url')
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(read(env, 'PORT') ?? 5080)
  const production = env.NODE_ENV === 'production'
  // Development serves the mailbox and demo accounts, so it stays on this machine unless HOST says otherwise.
  const host = read(env, 'HOST') ?? (production ? '0.0.0.0' : '127.0.0.1')
  const dataDir = read(env, 'DATA_DIR') ?? join(repoRoot, '.data')
  const publicUrl = (read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '')
  return {
    port,
    host,
    trustedProxies: list(read(env, 'TRUSTED_PROXIES')),
    allowedOrigins: list(read(env, 'ALLOWED_ORIGINS')).map((origin) => origin.replace(/\/+$/, '')),
    production,
    databaseUrl: read(env, 'DATABASE_URL'),
    databasePoolSize: Number(read(env, 'DATABASE_POOL_SIZE') ?? 10),
    dataDir,
    jwtSecret: read(env, 'JWT_SECRET') ?? persistedSecret(dataDir, 'jwt-secret'),
    publicUrl,
    apiBaseUrl: read(env, 'PUBLIC_URL') ? `${publicUrl}/api` : '/api',
    appsDir: resolve(read(env, 'APPS_DIR') ?? join(repoRoot, 'apps')),
    smtpUrl: read(env, 'SMTP_URL'),
    turnstileSecret: read(env, 'TURNSTILE_SECRET'),
    turnstileSiteKey: read(env, 'TURNSTILE_SITE_KEY') ?? '',
    googleMapsApiKey: read(env, 'GOOGLE_MAPS_API_KEY') ?? '',
    intercomAppId: read(env, 'INTERCOM_APP_ID') ?? '',
    burnInUrl: read(env, 'BURNIN_URL') ?? `http://localhost:${read(env, 'BURNIN_PORT') ?? 5081}`,
    tempProtectedRoutesKey: read(env, 'TEMP_PROTECTED_ROUTES_KEY') ?? '',
    adminEmail: read(env, 'ADMIN_EMAIL'),
    adminPassword: read(env, 'ADMIN_PASSWORD'),
    redisUrl: read(env, 'REDIS_URL'),
    natsUrl: read(env, 'NATS_URL'),
    mqttUrl: read(env, 'MQTT_URL'),
    mqttShareGroup: read(env, 'MQTT_SHARE_GROUP'),
    mqttClientId: read(env, 'MQTT_CLIENT_ID'),
    commandTtlSeconds: Number(read(env, 'COMMAND_TTL_SECONDS') ?? 120),
    mqttPort: Number(read(env, 'MQTT_PORT') ?? 1884),
    teltonikaPort: Number(read(env, 'TELTONIKA_PORT') ?? 5027),
    deviceHost: read(env, 'DEVICE_HOST') ?? host,
    checklistPasscode: read(env, 'CHECKLIST_PASSCODE') ?? persistedSecret(dataDir, 'checklist-passcode'),
    webhookAllowPrivate: !production && read(env, 'WEBHOOK_ALLOW_PRIVATE') === 'true',
    notifyIntervalMs: Number(read(env, 'NOTIFY_INTERVAL_MS') ?? 1000),
    notifyBatch: Number(read(env, 'NOTIFY_BATCH') ?? 20),
  }
}
