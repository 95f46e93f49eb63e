import { loadConfig } from './config.ts'
import { startApiServer } from './server.ts'

const server = await startApiServer({ config: loadConfig(), logger: { level: process.env.LOG_LEVEL ?? 'info' } })

// Ctrl+C reaches both this process and `pnpm start`, which then sends SIGTERM: shut down once.
let stopping = false
const shutdown = () => {
  if (stopping) return
  stopping = true
  void server.close().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
