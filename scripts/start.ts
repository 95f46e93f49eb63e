// Runs the product on its embedded default: every workspace package that has a `start` script, side by side.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const runnable = ['services', 'apps'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name))
    .filter((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>
      }
      return Boolean(manifest.scripts?.start)
    }),
)

if (runnable.length === 0) {
  console.log('Nothing to start yet: no service or app has a start script.')
  process.exit(0)
}

const children = runnable.map((dir) => spawn('pnpm', ['run', 'start'], { cwd: dir, stdio: 'inherit' }))
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
