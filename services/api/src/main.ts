import { loadConfig } from './config.ts'
import { startApiServer } from './server.ts'

const server = await startApiServer({ config: loadConfig(), logger: { level: process.env.LOG_LEVEL ?? 'info' } })

// Ctrl+C reaches both this process and `pnpm start`, which then sends SIGTERM: shut down once.
let stopping = false
const shutdown = () => {
  if (stopping) return
  stopping = true
  // Bounded: devices and hub clients retry elsewhere anyway, so a stuck drain must not hold the restart up.
  setTimeout(() => {
    server.app.log.error('shutdown took over 10 s; exiting')
    process.exit(1)
  }, 10_000).unref()
  void server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    },
  )
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
