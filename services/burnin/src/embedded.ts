// The embedded default: the API and the burn-in service in ONE process on ONE PGlite database, each on its own port.
import { type ApiServer, type ApiServerOptions, startApiServer } from '@vigil/api'
import { type BurnInApp, buildBurnInApp } from './app.ts'
import { type BurnInConfig, loadBurnInConfig } from './config.ts'

export type EmbeddedServers = {
  api: ApiServer
  burnIn: BurnInApp
  /** Stops the burn-in service first (it marks running tests on the shared database), then the API. */
  close(): Promise<void>
}

export type EmbeddedOptions = {
  config: BurnInConfig
  logger?: ApiServerOptions['logger']
  /** Demo data on a first start; defaults as the API decides (`DEMO_DATA`, else on without `DATABASE_URL`). */
  demoData?: boolean
}

/** Starts the API (database, gateways, demo data) and then the burn-in service on the API's database. */
export async function startEmbeddedServers(options: EmbeddedOptions): Promise<EmbeddedServers> {
  const { config } = options
  const api = await startApiServer({ config: config.api, logger: options.logger, demoData: options.demoData })
  let burnIn: BurnInApp | undefined
  try {
    burnIn = await buildBurnInApp({ config, db: api.database.db, logger: options.logger })
    await burnIn.listen({ port: config.port, host: config.host })
  } catch (error) {
    await burnIn?.close()
    await api.close()
    throw error
  }
  burnIn.log.info(
    `Vigil burn-in service on port ${config.port} with stations ${config.stations.join(', ') || 'typed by testers'} (sharing the API's database)`,
  )
  const running = burnIn
  return {
    api,
    burnIn: running,
    close: async () => {
      await running.close()
      await api.close()
    },
  }
}

/** Runs both until SIGINT or SIGTERM, then shuts them down gracefully. */
export async function launchEmbedded(config: BurnInConfig = loadBurnInConfig()): Promise<void> {
  const servers = await startEmbeddedServers({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  // Ctrl+C reaches both this process and `pnpm start`, which then sends SIGTERM: shut down once.
  let stopping = false
  const shutdown = () => {
    if (stopping) return
    stopping = true
    void servers.close().then(() => {
      servers.burnIn.log.info('Vigil API and burn-in service stopped.')
      process.exit(0)
    })
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

if (import.meta.main) await launchEmbedded()
