import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedReferenceData } from './db/seed/index.ts'

const config = loadConfig()
const database = await openDatabase(config)
const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
await seedReferenceData(database.db, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  announce: (message) => app.log.warn(message),
})

const shutdown = async () => {
  await app.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

await app.listen({ port: config.port, host: config.host })
await app.devices.start()
app.log.info(
  `Trackers: MQTT ${app.devices.broker?.url ?? 'off'}${config.mqttUrl ? '' : ' (embedded)'}, Teltonika TCP port ${app.devices.teltonikaPort}`,
)
if (!process.env.CHECKLIST_PASSCODE) app.log.warn(`Installation checklist passcode: ${config.checklistPasscode}`)
app.log.info(
  `Vigil API on ${config.publicUrl} (database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
)
