import { join } from 'node:path'
import { openDatabase } from '@vigil/api'
import { buildBurnInApp } from './app.ts'
import { loadBurnInConfig } from './config.ts'

const config = loadBurnInConfig()
// PGlite is one process's database: without DATABASE_URL the burn-in keeps its own beside the API's.
const database = await openDatabase(
  config.api.databaseUrl ? config.api : { ...config.api, dataDir: join(config.api.dataDir, 'burnin') },
)
const app = await buildBurnInApp({ config, db: database.db, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
app.addHook('onClose', () => database.close())
if (database.driver === 'pglite') {
  app.log.warn(
    'Burn-in runs on its own embedded PGlite: set DATABASE_URL (as for the API) to share devices, commands and events.',
  )
}

const shutdown = async () => {
  await app.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

await app.listen({ port: config.port, host: config.host })
app.log.info(
  `Vigil burn-in service on port ${config.port} with stations ${config.stations.join(', ') || 'typed by testers'}`,
)
