// What `pnpm start` and `pnpm dev` share: the product's server processes.
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..')

/** The three web apps and their Vite dev server ports (`pnpm dev`). */
export const webApps = { dashboard: 5173, checklist: 5174, customer: 5175 } as const
export type WebApp = keyof typeof webApps

/**
 * The API (which serves the built apps) and the burn-in service. Embedded default (no DATABASE_URL): ONE process on
 * ONE PGlite database, because PGlite serves a single process (services/burnin/src/embedded.ts); production shape
 * (DATABASE_URL set): each runs its own `start`.
 */
export function startServices(): ChildProcess[] {
  const runStart = (dir: string) => spawn('pnpm', ['run', 'start'], { cwd: join(root, dir), stdio: 'inherit' })
  if (process.env.DATABASE_URL?.trim()) return [runStart('services/api'), runStart('services/burnin')]
  return [
    // A 16 MB young generation: with PGlite, a backlog of device events can fill it, and V8's default (64 MB on a
    // large machine) then pauses the event loop for up to 50 ms per collection; 16 MB keeps pauses near 25 ms.
    spawn(process.execPath, ['--max-semi-space-size=16', '--conditions=source', 'src/embedded.ts'], {
      cwd: join(root, 'services/burnin'),
      stdio: 'inherit',
    }),
  ]
}

/** Ctrl-C (or SIGTERM) stops every child; one child failing stops the others and sets the exit code. */
export function supervise(children: ChildProcess[]): void {
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
}
