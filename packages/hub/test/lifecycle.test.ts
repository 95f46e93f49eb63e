import { describe, expect, it } from 'vitest'
import { tamper } from '../src/index.ts'
import {
  agent,
  clients,
  connectClient,
  hubServersStoppedAfterEach,
  nextPush,
  signToken,
  transports,
} from './support.ts'

/** When the tracker took the pushed reports and when the platform received them. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }

const { running, start } = hubServersStoppedAfterEach()

const reconnecting = (client: { onreconnecting(cb: (error?: Error) => void): void }) =>
  new Promise<Error | undefined>((resolve) => client.onreconnecting(resolve))
const reconnected = (client: { onreconnected(cb: (id?: string) => void): void }) =>
  new Promise<string | undefined>((resolve) => client.onreconnected(resolve))
const closed = (client: { onclose(cb: (error?: Error) => void): void }) =>
  new Promise<Error | undefined>((resolve) => client.onclose(resolve))

describe.each(clients)('%s', (_name, signalR) => {
  it('keeps every transport connected through idle periods with server pings and client pings', async () => {
    const server = await start({ keepAliveMs: 200, clientTimeoutMs: 1000 })
    const token = await signToken(agent)
    const connections = transports.map((transport) =>
      connectClient(signalR, server.url, { transport, token, serverTimeoutMs: 1000, keepAliveMs: 200 }),
    )
    const dropped: string[] = []
    for (const [i, client] of connections.entries()) client.onclose(() => dropped.push(transports[i]!))
    await Promise.all(connections.map((client) => client.start()))
    // Idle for 2.5 timeouts: without pings both sides would have given up by now.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(dropped).toEqual([])
    expect(connections.map((client) => client.state)).toEqual(['Connected', 'Connected', 'Connected'])
    expect(server.hub.connectionCount).toBe(3)
    await Promise.all(connections.map((client) => client.stop()))
  })

  it.each(['WebSockets', 'ServerSentEvents'] as const)(
    'reports a server timeout over %s when the server stays silent',
    async (transport) => {
      const server = await start({ keepAliveMs: 60_000 })
      const client = connectClient(signalR, server.url, {
        transport,
        token: await signToken(agent),
        serverTimeoutMs: 300,
      })
      const gone = closed(client)
      await client.start()
      expect((await gone)?.message).toMatch(/Server timeout elapsed without receiving a message from the server/)
    },
  )

  describe.each(transports)('over %s', (transport) => {
    it('reconnects automatically after a server restart and receives pushes again', async () => {
      const first = await start()
      const client = connectClient(signalR, first.url, {
        transport,
        token: await signToken(agent),
        reconnectDelays: [0, 50, 100, 200, 400, 800],
      })
      await client.start()
      const before = client.connectionId
      const lost = reconnecting(client)
      const back = reconnected(client)
      await first.stop()
      running.splice(running.indexOf(first), 1)
      // The hub said goodbye with Close + allowReconnect, so the client reconnects without an error.
      expect(await lost).toBeUndefined()
      const second = await start({}, first.port)
      const connectionId = await back
      expect(connectionId).toBeTruthy()
      expect(connectionId).not.toBe(before)
      const alert = nextPush(client, 'DeviceTamperMessage')
      await second.hub.publish(1, tamper({ ...pushedAt, vehicleId: 1, tamperActive: true }))
      expect(await alert).toEqual([{ ...pushedAt, vehicleId: 1, tamperActive: true }])
      await client.stop()
    })

    it('sends Close with allowReconnect on shutdown, and Close without it ends the connection for good', async () => {
      const server = await start()
      const token = await signToken(agent)
      const client = connectClient(signalR, server.url, { transport, token, reconnectDelays: [0, 50, 100] })
      await client.start()
      const lost = reconnecting(client)
      const back = reconnected(client)
      expect(server.hub.disconnectUser(agent.userId, { allowReconnect: true })).toBe(1)
      expect(await lost).toBeUndefined()
      await back
      expect(client.state).toBe('Connected')

      const ended = closed(client)
      expect(server.hub.disconnectUser(agent.userId, { error: 'Access revoked.' })).toBe(1)
      expect((await ended)?.message).toBe('Server returned an error on close: Access revoked.')
      expect(client.state).toBe('Disconnected')
    })
  })
})
