// `pnpm start` runs the whole product on one origin: the API serves the web apps' builds (built first when missing or older than their sources;
// `--rebuild` or REBUILD_APPS=true builds them again) beside the burn-in service, and a simulated fleet drives the
// demo vehicles (`--no-fleet` or SIMULATED_FLEET=false leaves them parked). `--reset` clears DATA_DIR first.
// For work on the apps, `pnpm dev` serves them with hot reload instead.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildApps } from './build-apps.ts'
import { configurationProblem } from './preflight.ts'
import { root, startServices, supervise } from './processes.ts'

const flag = (name: string, variable: string) =>
  process.argv.includes(`--${name}`) || process.env[variable]?.trim().toLowerCase() === 'true'
const rebuild = flag('rebuild', 'REBUILD_APPS')
const fleet = !process.argv.includes('--no-fleet') && process.env.SIMULATED_FLEET?.trim().toLowerCase() !== 'false'
const dataDir = resolve(process.env.DATA_DIR?.trim() || join(root, '.data'))

const problem = await configurationProblem()
if (problem) {
  console.error(`Vigil cannot start: ${problem}`)
  process.exit(1)
}
if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true })
  console.log(`Cleared ${dataDir}: this start creates a fresh database and demo data.`)
}
try {
  await buildApps({ all: rebuild })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const children = startServices()
const quiet = { cwd: root, stdio: 'inherit' } as const
// The banner reads the demo accounts from the API's seed, so it runs on the sources like the services do.
children.push(
  spawn(process.execPath, ['--conditions=source', 'scripts/banner.ts', ...(fleet ? ['--fleet'] : [])], quiet),
)
if (fleet) {
  const broker = process.env.MQTT_URL?.trim() || `mqtt://127.0.0.1:${process.env.MQTT_PORT?.trim() || 1884}`
  const secrets = join(dataDir, 'demo-device-secrets.json')
  children.push(
    // The trackers' protocols read the command names from @vigil/domain, which Node finds as source only by condition.
    spawn(process.execPath, ['--conditions=source', 'src/demo-fleet.ts', broker, secrets], {
      ...quiet,
      cwd: join(root, 'services/device-sim'),
    }),
  )
}
supervise(children)
