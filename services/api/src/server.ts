import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type DatabaseHandle, openDatabase, scheduleAuditRetention, scheduleDeviceEventRetention } from '@vigil/db'
import { devices, users } from '@vigil/db/schema'
import { DEMO_PASSWORD, defaultAdminEmail, demoSignIns, seedDemoData, seedReferenceData } from '@vigil/db/seed'
import { provisionDevice } from '@vigil/devices'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyServerOptions } from 'fastify'
import { type App, buildApp } from './app.ts'
import type { Config } from './config.ts'

export type ApiServerOptions = {
  config: Config
  /** A database to serve (the server closes it); opened from `config` when omitted. */
  database?: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /** Seed demo data on a first start; defaults to `DEMO_DATA`, otherwise on only without `DATABASE_URL`. */
  demoData?: boolean
}

/** What the first start's demo seeding handed out: simulated trackers and where their MQTT secrets were written. */
export type DemoTrackers = {
  /** MQTT serial -> password, the device simulator's `--secrets` format. */
  secrets: Record<string, string>
  /** `<DATA_DIR>/demo-device-secrets.json`; undefined when the data lives in memory. */
  secretsFile: string | undefined
}

export type ApiServer = {
  app: App
  database: DatabaseHandle
  /** Set on the start that seeded demo data. */
  demo: DemoTrackers | undefined
  /** Stops the gateways, the hub and the HTTP server, then closes the database. */
  close(): Promise<void>
}

/** The simulator names its MQTT trackers `${prefix}000001`...: demo trackers get those serials so it can drive them. */
export const demoTrackerPrefix = 'VG'

/** Whether this start may add demo data: `DEMO_DATA=true|false` decides, otherwise only the embedded database gets it. */
export function wantsDemoData(config: Config, env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.DEMO_DATA?.trim().toLowerCase()
  if (setting === 'true') return true
  if (setting === 'false') return false
  return !config.databaseUrl
}

/**
 * Runs the API: opens the database, seeds reference data (and demo data on a first start), builds the app, listens,
 * and starts the device gateways (MQTT broker and Teltonika port).
 */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const { config } = options
  const database = options.database ?? (await openDatabase(config))
  let app: App
  try {
    app = await buildApp({ config, database, logger: options.logger })
  } catch (error) {
    await database.close()
    throw error
  }
  try {
    const firstStart = (await database.db.select({ id: users.id }).from(users).limit(1)).length === 0
    let adminAnnouncement: string | undefined
    await seedReferenceData(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      announce: (message) => {
        adminAnnouncement = message
        app.log.warn(message)
      },
    })
    const demo =
      firstStart && (options.demoData ?? wantsDemoData(config)) ? await seedDemo(database, config) : undefined

    await app.listen({ port: config.port, host: config.host })
    await app.devices.start()
    const broker = app.devices.broker?.url
    app.log.info(
      `Trackers: MQTT ${broker ?? 'off'}${config.mqttUrl ? '' : ' (embedded)'}, Teltonika TCP port ${app.devices.teltonikaPort}`,
    )
    // A secret is never logged: the generated passcode is read from its file.
    if (!process.env.CHECKLIST_PASSCODE) {
      app.log.warn(`Installation checklist passcode: in ${join(resolve(config.dataDir), 'checklist-passcode')}`)
    }
    app.log.info(
      `Vigil API on ${config.publicUrl} (database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    )
    if (demo) announceDemo(app, config, demo, adminAnnouncement, broker)
    const stopRetention = scheduleDeviceEventRetention(database.db, app.log)
    const stopAuditRetention = scheduleAuditRetention(database.db, app.log)
    return {
      app,
      database,
      demo,
      close: () => {
        stopRetention()
        stopAuditRetention()
        return app.close()
      },
    }
  } catch (error) {
    await app.close()
    throw error
  }
}

async function seedDemo(database: DatabaseHandle, config: Config): Promise<DemoTrackers> {
  const { db } = database
  const demo = await seedDemoData(db)
  // The demo's active, fitted trackers take the simulator's serials, then get MQTT secrets.
  const fitted = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(inArray(devices.vehicleId, demo.vehicleIds), eq(devices.active, true)))
    .orderBy(asc(devices.id))
  const secrets: Record<string, string> = {}
  for (const [index, device] of fitted.entries()) {
    const serial = `${demoTrackerPrefix}${String(index + 1).padStart(6, '0')}`
    await db.update(devices).set({ serialNumber: serial }).where(eq(devices.id, device.id))
    const provisioned = await provisionDevice(db, serial)
    secrets[serial] = provisioned.secret!
  }
  if (config.dataDir.startsWith('memory://')) return { secrets, secretsFile: undefined }
  const secretsFile = join(resolve(config.dataDir), 'demo-device-secrets.json')
  mkdirSync(resolve(config.dataDir), { recursive: true })
  writeFileSync(secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  return { secrets, secretsFile }
}

function announceDemo(
  app: App,
  config: Config,
  demo: DemoTrackers,
  adminAnnouncement: string | undefined,
  brokerUrl: string | undefined,
): void {
  app.log.info(`Demo data added. Sign in at ${config.publicUrl} with any demo user, password ${DEMO_PASSWORD}:`)
  for (const [role, email] of Object.entries(demoSignIns)) app.log.info(`  ${role}: ${email} / ${DEMO_PASSWORD}`)
  app.log.info(
    `  Vigil admin: ${adminAnnouncement ?? `${config.adminEmail ?? defaultAdminEmail} (password from ADMIN_PASSWORD or shown on its first start)`}`,
  )
  const trackers = Object.keys(demo.secrets).length
  if (!demo.secretsFile || !brokerUrl || trackers === 0) return
  app.log.info(
    `pnpm start drives the ${trackers} demo trackers with a simulated fleet; by hand: npx pnpm@10.34.9 --filter @vigil/device-sim start -- --broker ${brokerUrl} --prefix ${demoTrackerPrefix} --devices ${trackers} --secrets ${demo.secretsFile}`,
  )
}
