// The real product for browser journeys and the web benchmark: the built web apps served by the embedded default
// (API + burn-in on PGlite in one process, the entry point `pnpm start` runs), in a fresh data folder, on free ports.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import { buildApps as buildStaleApps } from '../../scripts/build-apps.ts'

const root = join(import.meta.dirname, '../..')

export type DemoRole = keyof typeof demoSignIns

/** What journeys need to know about the started product (serialisable: handed to test files by `provide`). */
export type ProductFacts = {
  baseURL: string
  burnInURL: string
  checklistPasscode: string
  /** The embedded MQTT broker, and the demo trackers' secrets (serial -> secret) to drive simulated trackers with. */
  mqttUrl: string
  deviceSecrets: Record<string, string>
  /** The product's own admin (ADMIN_EMAIL); the dashboard's password-reset journey gives it a new password. */
  admin: { email: string; password: string }
  /** Every demo user's email by role; they all sign in with `demoPassword`. */
  demoUsers: Record<DemoRole, string>
  demoPassword: string
}

export type RunningProduct = ProductFacts & { stop(): Promise<void> }

/** Builds the web apps whose build is missing or stale, as `pnpm start` does. */
export const buildApps = (log: (line: string) => void = console.log) => buildStaleApps({ log })

const freePort = async (): Promise<number> => {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

const answers = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

// Settings that would point the product at outside infrastructure instead of its embedded parts.
const outsideSettings = [
  'DATABASE_URL',
  'REDIS_URL',
  'NATS_URL',
  'MQTT_URL',
  'MQTT_SHARE_GROUP',
  'SMTP_URL',
  'TURNSTILE_SECRET',
  'PUBLIC_URL',
  'BURNIN_URL',
]

/** The product could not listen on a port picked for it: another process took the port in between. */
class PortTaken extends Error {}

/**
 * Starts the embedded default as a child process (its own process group, so `stop` leaves nothing behind) and waits
 * until both the API and the burn-in service answer. Its log goes to `<dataDir>/product.log`, shown when it fails.
 *
 * Its four ports are picked free here and bound by the product a moment later; under CI's two lanes another test's
 * server can take one in between (EADDRINUSE). That race is the picking's, not the product's, so only that failure
 * starts it again, on new ports; any other failure is thrown as it is.
 */
export async function startProduct(options: { readyTimeoutMs?: number } = {}): Promise<RunningProduct> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options)
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error
      console.warn(`[product] a port picked for the product was taken before it listened; starting again (${attempt})`)
    }
  }
}

async function startOnce(options: { readyTimeoutMs?: number }): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-'))
  const [port, burnInPort, mqttPort, teltonikaPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const baseURL = `http://127.0.0.1:${port}`
  const burnInURL = `http://127.0.0.1:${burnInPort}`
  const admin = { email: 'e2e.admin@vigil.local', password: `E2e-${randomBytes(9).toString('base64url')}1!` }
  const checklistPasscode = randomBytes(6).toString('hex')
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of outsideSettings) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'development', // the development mailbox exists only outside production
    HOST: '127.0.0.1',
    DEVICE_HOST: '127.0.0.1',
    PORT: String(port),
    BURNIN_PORT: String(burnInPort),
    MQTT_PORT: String(mqttPort),
    TELTONIKA_PORT: String(teltonikaPort),
    DATA_DIR: join(dataDir, 'data'),
    DEMO_DATA: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    CHECKLIST_PASSCODE: checklistPasscode,
    // Sign-ins and checklist passcodes are limited per client address, and every journey's browser runs on this
    // machine: the harness gives each browser context and each test file's API calls an address of its own in
    // X-Forwarded-For (harness/index.ts), so one journey's sign-ins never spend another's allowance.
    TRUSTED_PROXIES: '127.0.0.1',
    // A lock for an offline tracker expires within a journey (the default is 120 s).
    COMMAND_TTL_SECONDS: '20',
    // The notifications journey's webhook receiver listens on this machine (development only; production ignores it).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  })
  const logFile = join(dataDir, 'product.log')
  const log = createWriteStream(logFile)
  // The command `pnpm start` runs for the embedded default (scripts/start.ts).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=16', '--conditions=source', 'src/embedded.ts'],
    { cwd: join(root, 'services/burnin'), env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  let exited = false
  // Should this process end without calling `stop` (a crash, Ctrl-C), its own process group must not outlive it.
  const killOnExit = () => {
    if (!exited && child.pid) process.kill(-child.pid, 'SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.once('exit', killOnExit)
  child.once('exit', () => {
    exited = true
    process.off('exit', killOnExit)
  })
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '')

  const stop = async () => {
    if (!exited && child.pid) {
      const exit = once(child, 'exit')
      process.kill(-child.pid, 'SIGTERM')
      const stopped = await Promise.race([exit.then(() => true), sleep(15_000, false, { ref: false })])
      if (!stopped) {
        process.kill(-child.pid, 'SIGKILL')
        await exit
      }
    }
    log.end()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000)
  while (!((await answers(`${baseURL}/appsettings.json`)) && (await answers(`${burnInURL}/openapi.json`)))) {
    if (exited || Date.now() > deadline) {
      const tail = logTail()
      await stop()
      const message = `the product did not start${exited ? ` (exit ${child.exitCode})` : ''}; its log ends:\n${tail}`
      throw exited && tail.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message)
    }
    await sleep(250)
  }
  return {
    baseURL,
    burnInURL,
    checklistPasscode,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    deviceSecrets: JSON.parse(readFileSync(join(dataDir, 'data', 'demo-device-secrets.json'), 'utf8')),
    admin,
    demoUsers: { ...demoSignIns },
    demoPassword: DEMO_PASSWORD,
    stop,
  }
}
