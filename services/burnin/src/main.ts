import { openDatabase } from '@vigil/db'
import { buildBurnInApp } from './app.ts'
import { loadBurnInConfig } from './config.ts'
import { launchEmbedded } from './embedded.ts'

const config = loadBurnInConfig()
if (!config.api.databaseUrl) {
  // PGlite serves one process: on the embedded default the burn-in runs inside the API's process.
  await launchEmbedded(config)
} else {
  const database = await openDatabase(config.api)
  const app = await buildBurnInApp({ config, db: database.db, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  app.addHook('onClose', () => database.close())

  // Ctrl+C reaches both this process and `pnpm start`, which then sends SIGTERM: shut down once.
  let stopping = false
  const shutdown = () => {
    if (stopping) return
    stopping = true
    void app.close().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `Vigil burn-in service on port ${config.port} with stations ${config.stations.join(', ') || 'typed by testers'}`,
  )
}
