import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { VehicleAudiences } from '../src/audiences.ts'
import type { HubConnection, HubPrincipal } from '../src/connection.ts'
import { createHub, createMemoryBackplane, lockUnlock } from '../src/index.ts'
import {
  agent,
  authenticate,
  clients,
  connectClient,
  type HubServer,
  mayWatch,
  nextPush,
  signToken,
  startHubServer,
  transports,
} from './support.ts'

/** When the tracker took the pushed reports and when the platform received them. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }

const [, signalR] = clients[0]!
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

describe('as a Fastify plugin under the API prefix', () => {
  it.each(transports)('serves /api/DefaultHub over %s beside the other routes', async (transport) => {
    const hub = createHub({ authenticate, mayWatch, backplane: createMemoryBackplane() })
    const app = Fastify()
    app.get('/api/health', async () => ({ ok: true }))
    await app.register(hub.fastifyPlugin, { prefix: '/api' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    cleanups.push(async () => {
      await hub.close()
      // An aborted long poll can leave a connection that never sent a request; close() would wait for it.
      app.server.closeAllConnections()
      await app.close()
    })
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`
    const client = connectClient(signalR, `${base}/DefaultHub`, { transport, token: await signToken(agent) })
    await client.start()
    const lock = nextPush(client, 'DeviceLockUnlockMessage')
    await hub.publish(2, lockUnlock({ ...pushedAt, vehicleId: 2, locked: true }))
    expect(await lock).toEqual([{ ...pushedAt, vehicleId: 2, locked: true }])
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true })
    await client.stop()
  })
})

describe('access token expiry', () => {
  it('closes with allowReconnect when the token expires, and the client comes back with a fresh one', async () => {
    const server: HubServer = await startHubServer()
    cleanups.push(() => server.stop())
    const shortLived = await signToken(agent, 1)
    const fresh = await signToken(agent)
    let expired = false
    const client = connectClient(signalR, server.url, {
      transport: 'WebSockets',
      token: () => (expired ? fresh : shortLived),
      reconnectDelays: [0, 100],
    })
    const lost = new Promise<Error | undefined>((resolve) =>
      client.onreconnecting((error) => {
        expired = true
        resolve(error)
      }),
    )
    const back = new Promise<string | undefined>((resolve) => client.onreconnected(resolve))
    await client.start()
    expect((await lost)?.message).toBe('Server returned an error on close: The access token expired.')
    expect(await back).toBeTruthy()
    expect(client.state).toBe('Connected')
    await client.stop()
  })
})

describe('vehicle audiences', () => {
  const connection = (userId: number, role: string) =>
    ({
      state: 'open',
      principal: { userId, role },
      watching: new Set<number>(),
      sequence: 0,
    }) as unknown as HubConnection

  it('asks mayWatch once per connection and vehicle, then only about newcomers, until decisions are forgotten', async () => {
    const asked: string[] = []
    const audiences = new VehicleAudiences(
      (principal: HubPrincipal, vehicleId: number) => {
        asked.push(`${principal.userId}:${vehicleId}`)
        return principal.role === 'Technical-Agent' || principal.userId === vehicleId
      },
      60_000,
      (error) => {
        throw error
      },
    )
    const [watcher, holder] = [connection(1, 'Technical-Agent'), connection(7, 'Account-Holder')]
    audiences.add(watcher)
    audiences.add(holder)
    expect([...((await audiences.resolve(7)) as Set<HubConnection>)]).toEqual([watcher, holder])
    expect([...((await audiences.resolve(8)) as Set<HubConnection>)]).toEqual([watcher])
    await audiences.resolve(7)
    expect(asked).toEqual(['1:7', '7:7', '1:8', '7:8'])
    const newcomer = connection(8, 'Account-Holder')
    audiences.add(newcomer)
    expect([...((await audiences.resolve(8)) as Set<HubConnection>)]).toEqual([watcher, newcomer])
    expect(asked.slice(4)).toEqual(['8:8'])
    watcher.state = 'closed'
    audiences.remove(watcher)
    expect([...((await audiences.resolve(8)) as Set<HubConnection>)]).toEqual([newcomer])
    audiences.forgetDecisions()
    await audiences.resolve(8)
    expect(asked.slice(5)).toEqual(['7:8', '8:8'])
  })

  it('keeps push order for a vehicle while an asynchronous answer is outstanding', async () => {
    let answer: (allowed: boolean) => void = () => {}
    const audiences = new VehicleAudiences(
      () => new Promise<boolean>((resolve) => (answer = resolve)),
      60_000,
      () => {},
    )
    const viewer = connection(1, 'Technical-Agent')
    audiences.add(viewer)
    const delivered: string[] = []
    const deliver = (label: string, result: ReturnType<typeof audiences.resolve>) =>
      Promise.resolve(result).then((members) => delivered.push(`${label}:${members.size}`))
    const first = deliver('first', audiences.resolve(5))
    const second = deliver('second', audiences.resolve(5))
    answer(true)
    await Promise.all([first, second])
    expect(delivered).toEqual(['first:1', 'second:1'])
  })
})
