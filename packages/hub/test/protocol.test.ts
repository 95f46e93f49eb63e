import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { gpsLocation, type HubLogger } from '../src/index.ts'
import { agent, type HubServer, hubServersStoppedAfterEach, owner, signToken } from './support.ts'

/** When the tracker took the pushed reports and when the platform received them. */
const pushedAt = { deviceDateTime: '2026-11-27T09:00:00.000Z', receivedDateTime: '2026-11-27T09:00:01.000Z' }

const RS = '\x1e'
const { start } = hubServersStoppedAfterEach()

const negotiate = async (server: HubServer, token: string | null, query = '?negotiateVersion=1') =>
  fetch(`${server.url}/negotiate${query}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

interface NegotiateBody {
  negotiateVersion: number
  connectionId: string
  connectionToken: string
  error?: string
}
const body = async (response: Response) => (await response.json()) as NegotiateBody

/** A browser-style WebSocket: token in the query, records read as they arrive. */
const rawSocket = async (server: HubServer, id: string, token: string) => {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}?id=${id}&access_token=${encodeURIComponent(token)}`)
  const records: string[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    records.push(...data.toString().split(RS).filter(Boolean))
    for (const wake of waiters.splice(0)) wake()
  })
  await once(socket, 'open')
  const next = async (): Promise<string> => {
    while (records.length === 0) await new Promise<void>((resolve) => waiters.push(resolve))
    return records.shift()!
  }
  return { socket, next }
}

/** The status line a WebSocket upgrade is refused with: the ws client reports only its code. */
const upgradeRefusal = async (server: HubServer, id: string, token: string): Promise<string> => {
  const { hostname, port, pathname } = new URL(server.url)
  const socket = connect(Number(port), hostname)
  let answer = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    answer += chunk
  })
  socket.write(
    [
      `GET ${pathname}?id=${id} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${token}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      '',
      '',
    ].join('\r\n'),
  )
  await once(socket, 'close')
  return answer.split('\r\n')[0] ?? ''
}

const openRaw = async (server: HubServer) => {
  const token = await signToken(agent)
  const { connectionToken } = await body(await negotiate(server, token))
  const raw = await rawSocket(server, connectionToken, token)
  raw.socket.send(`{"protocol":"json","version":1}${RS}`)
  expect(await raw.next()).toBe('{}')
  return raw
}

describe('negotiate', () => {
  it('answers version 1 with URL-safe ids and the three transports, version 0 without a token', async () => {
    const server = await start()
    const token = await signToken(agent)
    const v1 = await body(await negotiate(server, token, '?NegotiateVersion=7'))
    expect(v1).toEqual({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
      ],
    })
    expect(v1.connectionToken).not.toBe(v1.connectionId)
    const v0 = await body(await negotiate(server, token, ''))
    expect(v0.negotiateVersion).toBe(0)
    expect(v0).not.toHaveProperty('connectionToken')
    expect(await body(await negotiate(server, token, '?negotiateVersion=one'))).toEqual({
      error: "The client requested an invalid protocol version 'one'",
    })
  })

  it('refuses a missing or invalid token with 401 and WWW-Authenticate: Bearer', async () => {
    const server = await start()
    for (const token of [null, 'forged']) {
      const response = await negotiate(server, token)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it('reaps a negotiated connection that never attaches a transport', async () => {
    const reaped: object[] = []
    const logger: HubLogger = { info: (details) => reaped.push(details), warn: () => {}, error: () => {} }
    const server = await start({ disconnectTimeoutMs: 100, logger })
    const token = await signToken(agent)
    const { connectionId, connectionToken } = await body(await negotiate(server, token))
    while (!reaped.some((details) => 'connectionId' in details && details.connectionId === connectionId)) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const late = await fetch(`${server.url}?id=${connectionToken}`, { headers: { authorization: `Bearer ${token}` } })
    expect(late.status).toBe(404)
    expect(await late.text()).toBe('No Connection with that ID')
  })
})

describe('connection requests', () => {
  it('answers the status codes the client expects', async () => {
    const server = await start()
    const token = await signToken(agent)
    const auth = { authorization: `Bearer ${token}` }
    const missing = await fetch(server.url, { headers: auth })
    expect([missing.status, await missing.text()]).toEqual([400, 'Connection ID required'])
    const unknown = await fetch(`${server.url}?id=nope`, { headers: auth })
    expect([unknown.status, await unknown.text()]).toEqual([404, 'No Connection with that ID'])

    const { connectionToken } = await body(await negotiate(server, token))
    const otherUser = await fetch(`${server.url}?id=${connectionToken}`, {
      headers: { authorization: `Bearer ${await signToken(owner)}` },
    })
    expect(otherUser.status).toBe(403)
    const { socket } = await rawSocket(server, connectionToken, token)
    const post = await fetch(`${server.url}?id=${connectionToken}`, { method: 'POST', headers: auth, body: '{}' })
    expect([post.status, await post.text()]).toEqual([405, 'POST requests are not allowed on websocket connections.'])
    const remove = await fetch(`${server.url}?id=${connectionToken}`, { method: 'DELETE', headers: auth })
    expect([remove.status, await remove.text()]).toEqual([
      400,
      'Cannot terminate this connection using the DELETE endpoint.',
    ])
    const events = await fetch(`${server.url}?id=${connectionToken}`, {
      headers: { ...auth, accept: 'text/event-stream' },
    })
    expect([events.status, await events.text()]).toEqual([400, 'Cannot change transports mid-connection'])
    const second = new WebSocket(`${server.url.replace('http', 'ws')}?id=${connectionToken}`, { headers: auth })
    const [error] = await once(second, 'error')
    expect(String(error)).toMatch(/409/)
    expect(await upgradeRefusal(server, connectionToken, token)).toBe('HTTP/1.1 409 Conflict')
    expect(await upgradeRefusal(server, 'nope', token)).toBe('HTTP/1.1 404 Refused')
    socket.close()
  })
})

describe('JSON hub protocol over a browser-style WebSocket', () => {
  it('accepts the token in the query, answers the handshake, splits records and completes unknown invocations', async () => {
    const server = await start()
    const { socket, next } = await openRaw(server)
    socket.send(
      `{"type":6}${RS}{"type":1,"target":"Nope","arguments":[],"invocationId":"7"}${RS}{"type":1,"target":"Fire","arguments":[]}${RS}`,
    )
    expect(JSON.parse(await next())).toEqual({ type: 3, invocationId: '7', error: "Unknown hub method 'Nope'" })
    await server.hub.publish(1, gpsLocation({ ...pushedAt, vehicleId: 1, latitudeDegrees: 1.5, longitudeDegrees: 2.5 }))
    expect(JSON.parse(await next())).toEqual({
      type: 1,
      target: 'DeviceGpsLocationMessage',
      arguments: [{ ...pushedAt, vehicleId: 1, latitudeDegrees: 1.5, longitudeDegrees: 2.5 }],
    })
    socket.close()
  })

  it('sends the pushes of one burst as one message, records in publish order', async () => {
    const server = await start()
    const { socket, next } = await openRaw(server)
    const messages: string[] = []
    socket.on('message', (data) => messages.push(data.toString()))
    await Promise.all(
      [1, 2, 3].map((i) =>
        server.hub.publish(1, gpsLocation({ ...pushedAt, vehicleId: 1, latitudeDegrees: i, longitudeDegrees: i })),
      ),
    )
    const latitudes = []
    for (let i = 0; i < 3; i++) latitudes.push(JSON.parse(await next()).arguments[0].latitudeDegrees)
    expect(latitudes).toEqual([1, 2, 3])
    expect(messages).toHaveLength(1)
    expect(messages[0]!.split(RS)).toHaveLength(4)
    socket.close()
  })

  it('refuses a protocol other than json', async () => {
    const server = await start()
    const token = await signToken(agent)
    const { connectionToken } = await body(await negotiate(server, token))
    const { socket, next } = await rawSocket(server, connectionToken, token)
    socket.send(`{"protocol":"messagepack","version":1}${RS}`)
    expect(JSON.parse(await next())).toEqual({ error: "Requested protocol 'messagepack' is not available." })
    await once(socket, 'close')
  })

  it('pings an idle client and drops a client that stays silent', async () => {
    const server = await start({ keepAliveMs: 50, clientTimeoutMs: 300 })
    const { socket, next } = await openRaw(server)
    expect(JSON.parse(await next())).toEqual({ type: 6 })
    const [code] = await once(socket, 'close')
    expect(code).toBe(1006)
    expect(server.hub.connectionCount).toBe(0)
  })

  it('sends Close with allowReconnect on shutdown', async () => {
    const server = await start()
    const { socket, next } = await openRaw(server)
    const closing = once(socket, 'close')
    const stopped = server.hub.close()
    expect(JSON.parse(await next())).toEqual({ type: 7, allowReconnect: true })
    expect((await closing)[0]).toBe(1000)
    await stopped
    const refused = await negotiate(server, await signToken(agent))
    expect([refused.status, await refused.text()]).toEqual([503, 'The hub is shutting down.'])
  })

  it('drops a client whose send buffer passes the limit instead of buffering without bound', async () => {
    const overflowed: object[] = []
    const logger: HubLogger = { info: () => {}, warn: (details) => overflowed.push(details), error: () => {} }
    const server = await start({ maxBufferedBytes: 64 * 1024, logger })
    const { socket } = await openRaw(server)
    // The client stops reading: the kernel buffers fill, then the hub's own buffer, then the limit is hit.
    ;(socket as unknown as { _socket: { pause(): void } })._socket.pause()
    const push = gpsLocation({ ...pushedAt, vehicleId: 1, latitudeDegrees: -26.2041, longitudeDegrees: 28.0473 })
    for (let round = 0; overflowed.length === 0; round++) {
      for (let i = 0; i < 2000; i++) void server.hub.publish(1, push)
      await new Promise((resolve) => setImmediate(resolve))
      expect(round).toBeLessThan(500)
    }
    expect(overflowed[0]).toMatchObject({ userId: agent.userId })
    expect(server.hub.connectionCount).toBe(0)
  })
})
