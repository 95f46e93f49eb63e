// `pnpm start` runs the product on one origin: the API serves the web apps' builds (built first when missing;
// `--rebuild` or REBUILD_APPS=true builds them again) beside the burn-in service. The device simulator is a tool:
// start it by hand. For work on the apps, `pnpm dev` serves them with hot reload instead.
import { buildApps, startServices, supervise } from './processes.ts'

const rebuild = process.argv.includes('--rebuild') || process.env.REBUILD_APPS?.trim().toLowerCase() === 'true'
try {
  buildApps({ rebuild })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
supervise(startServices())
