// Checks `pnpm start`'s configuration before anything starts, so a wrong value stops the start with one clear line
// (which variable, what is wrong, what to do) instead of a stack trace from deep inside a service.
import { connect, createServer } from 'node:net'

type Env = NodeJS.ProcessEnv

const read = (env: Env, name: string) => env[name]?.trim() || undefined

/** The first problem found, as one line; undefined when the configuration can start. */
export async function configurationProblem(env: Env = process.env): Promise<string | undefined> {
  const production = env.NODE_ENV === 'production'
  const host = read(env, 'HOST') ?? (production ? '0.0.0.0' : '127.0.0.1')
  const ports: [string, string | undefined, number, string][] = [
    ['PORT', read(env, 'PORT'), 5080, host],
    ['BURNIN_PORT', read(env, 'BURNIN_PORT'), 5081, host],
    ['TELTONIKA_PORT', read(env, 'TELTONIKA_PORT'), 5027, read(env, 'DEVICE_HOST') ?? host],
  ]
  if (!read(env, 'MQTT_URL')) ports.push(['MQTT_PORT', read(env, 'MQTT_PORT'), 1884, read(env, 'DEVICE_HOST') ?? host])
  for (const [name, text, fallback, onHost] of ports) {
    const port = Number(text ?? fallback)
    if (!Number.isInteger(port) || port < 1 || port > 65535) return `${name}=${text} is not a port number (1-65535).`
    if (!(await isFree(port, onHost))) {
      return `Port ${port} (${name}) on ${onHost} is in use by another program: stop it or set ${name} to a free port.`
    }
  }
  const databaseUrl = read(env, 'DATABASE_URL')
  if (databaseUrl) {
    const url = parse(databaseUrl)
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
      return 'DATABASE_URL is not a PostgreSQL URL: expected postgres://user:password@host:5432/database.'
    }
    if (!(await reachable(url, 5432))) return `DATABASE_URL: no PostgreSQL answers at ${url.host}.`
  }
  const services: [string, string[], number][] = [
    ['MQTT_URL', ['mqtt:', 'mqtts:', 'tcp:', 'ssl:', 'ws:', 'wss:'], 1883],
    ['REDIS_URL', ['redis:', 'rediss:'], 6379],
    ['NATS_URL', ['nats:', 'tls:'], 4222],
  ]
  for (const [name, protocols, defaultPort] of services) {
    const text = read(env, name)
    if (!text) continue
    const url = parse(text)
    if (!url || !protocols.includes(url.protocol) || !url.hostname) {
      return `${name} is not a valid address: expected ${protocols[0]}//host:${defaultPort}.`
    }
    if (!(await reachable(url, defaultPort))) return `${name}: nothing answers at ${url.host}.`
  }
  return undefined
}

const parse = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

const isFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })

/** Whether something accepts a TCP connection at the URL's host and port within 3 s. */
const reachable = (url: URL, defaultPort: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || defaultPort) })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(3000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
