// `pnpm start` runs the product. Two shapes:
// - embedded default (no DATABASE_URL): ONE process serves the API (5080) and the burn-in service (5081) on ONE
//   PGlite database, because PGlite serves a single process (services/burnin/src/embedded.ts);
// - production shape (DATABASE_URL set): the API and the burn-in service run their own `start` as separate processes.
// Web apps with a `start` script run beside them either way. The device simulator is a tool: start it by hand.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const hasStartScript = (dir: string) => {
  const manifest = join(dir, 'package.json')
  if (!existsSync(manifest)) return false
  return Boolean((JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts?.start)
}
const apps = readdirSync(join(root, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(root, 'apps', entry.name))
  .filter(hasStartScript)

const runStart = (dir: string) => spawn('pnpm', ['run', 'start'], { cwd: dir, stdio: 'inherit' })
const children = process.env.DATABASE_URL?.trim()
  ? [runStart(join(root, 'services/api')), runStart(join(root, 'services/burnin'))]
  : [
      // A 16 MB young generation: with PGlite, a backlog of device events can fill it, and V8's default (64 MB on a
      // large machine) then pauses the event loop for up to 50 ms per collection; 16 MB keeps pauses near 25 ms.
      spawn(process.execPath, ['--max-semi-space-size=16', '--conditions=source', 'src/embedded.ts'], {
        cwd: join(root, 'services/burnin'),
        stdio: 'inherit',
      }),
    ]
children.push(...apps.map(runStart))

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stop()
      process.exitCode = code
    }
  })
}
