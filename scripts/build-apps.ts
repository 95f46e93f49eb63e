// The web apps' production builds, shared by `pnpm start`, the browser journeys, the web benchmarks and the cluster
// tests: one place decides when a build is stale and how it is made.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

/** Sources bundled into every app: every workspace package's `src` and the shared Vite configuration. */
const sharedSources = () => [
  ...readdirSync(join(root, 'packages')).map((name) => join('packages', name, 'src')),
  'scripts/vite-app.ts',
]

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, statSync(join(path, entry)).mtimeMs)
  }
  return newest
}

/** The web apps: `apps/*` with a Vite configuration. */
export const appNames = (): string[] =>
  readdirSync(join(root, 'apps')).filter((name) => existsSync(join(root, 'apps', name, 'vite.config.ts')))

const builtPage = (name: string) => join(root, 'apps', name, 'dist/index.html')

/** The web apps whose build is missing or older than their sources. */
export function staleApps(): string[] {
  const shared = Math.max(...sharedSources().map((path) => newestChange(join(root, path))))
  return appNames().filter((name) => {
    if (!existsSync(builtPage(name))) return true
    const sources = Math.max(
      shared,
      ...['src', 'index.html', 'vite.config.ts', 'package.json', 'build'].map((path) =>
        newestChange(join(root, 'apps', name, path)),
      ),
    )
    return statSync(builtPage(name)).mtimeMs < sources
  })
}

/**
 * Builds the stale apps (every app with `all`) one after another: on two cores, parallel builds only fight each other.
 */
export async function buildApps({
  all = false,
  log = console.log,
}: {
  all?: boolean
  log?: (line: string) => void
} = {}): Promise<void> {
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  for (const name of all ? appNames() : staleApps()) {
    log(`building apps/${name}`)
    const started = Date.now()
    const build = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: join(root, 'apps', name),
      // Test runners set NODE_ENV=test, which would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const [code] = (await once(build, 'exit')) as [number | null]
    if (code !== 0) {
      // Vite may have written the page before failing (a budget check runs last): the next run must build again.
      rmSync(builtPage(name), { force: true })
      throw new Error(`Building apps/${name} failed (exit ${code}).`)
    }
    log(`built apps/${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
