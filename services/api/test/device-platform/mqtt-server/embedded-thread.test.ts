import { Worker } from 'node:worker_threads'
import { deviceEvents } from '@vigil/db/schema'
import { type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import { provisionDevice } from '@vigil/devices'
import { count, eq } from 'drizzle-orm'
import { connectAsync } from 'mqtt'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedBroker, startEmbeddedBroker } from '../../../src/device-platform/mqtt-server/embedded.ts'
import { drivers } from '../../harness.ts'
import { connectSimulatedDevice, createDeviceTestApp, type DeviceTestApp, uniqueSerial, until } from '../support.ts'

// A device on a thread of its own, so it keeps talking while the test blocks the API's thread: it signs in (MQTT
// 3.1.1 CONNECT), then on 'ping' sends a PINGREQ and reports when the broker's PINGRESP arrived.
const pingingDevice = `
const { connect } = require('node:net')
const { parentPort, workerData } = require('node:worker_threads')
const { port, serial, secret } = workerData
const text = (value) => { const body = Buffer.from(value); return Buffer.concat([Buffer.from([body.length >> 8, body.length & 255]), body]) }
const body = Buffer.concat([text('MQTT'), Buffer.from([4, 0xc2, 0, 0]), text('ping-' + serial), text(serial), text(secret)])
const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from([0x10, body.length]), body])))
socket.on('data', (chunk) => {
  if (chunk[0] === 0x20) parentPort.postMessage({ kind: chunk[3] === 0 ? 'connected' : 'refused' })
  if (chunk[0] === 0xd0) parentPort.postMessage({ kind: 'pong', at: Date.now() })
})
parentPort.on('message', () => socket.write(Buffer.from([0xc0, 0])))
`

describe.each(drivers)('the embedded broker on its own thread on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  it("answers devices while the API's event loop is busy", async () => {
    const serial = uniqueSerial()
    const { secret } = await provisionDevice(t.db, serial)
    const port = Number(new URL(t.app.devices.broker!.url).port)
    const device = new Worker(pingingDevice, { eval: true, workerData: { port, serial, secret } })
    const next = (kind: string) =>
      new Promise<{ kind: string; at?: number }>((resolve) =>
        device.on('message', (message: { kind: string }) => message.kind === kind && resolve(message)),
      )
    try {
      await next('connected')
      const pong = next('pong')
      device.postMessage('ping')
      // Nothing on this thread runs until the loop ends; a broker on this thread could not answer before.
      const blockedUntil = Date.now() + 400
      while (Date.now() < blockedUntil) {}
      const { at } = await pong
      expect(at).toBeLessThan(blockedUntil)
    } finally {
      await device.terminate()
    }
  })

  it('replaces a broker thread that stops: its devices go offline, reconnect and are stored again', async () => {
    const { device, deviceId, serial } = await connectSimulatedDevice(t, null)
    const broker = t.app.devices.broker as EmbeddedBroker
    const stopped = broker.thread
    try {
      await until(() => broker.isOnline(serial))
      await stopped.terminate()
      await until(() => !broker.isOnline(serial))
      // The simulated tracker reconnects on its own, as trackers do, to the same address.
      await until(() => broker.isOnline(serial), 10_000)
      expect(broker.thread).not.toBe(stopped)
      const events = await device.tick()
      await until(async () => {
        const [row] = await t.db.select({ n: count() }).from(deviceEvents).where(eq(deviceEvents.deviceId, deviceId))
        return row!.n === events.length
      })
    } finally {
      await device.stop()
    }
  })
})

describe('the embedded broker under overload', () => {
  it('keeps at most maxEventsInFlight events on the API thread, and the rest wait unread until there is room', async () => {
    const received: DeviceEvent[][] = []
    let release!: () => void
    const committed = new Promise<void>((resolve) => {
      release = resolve
    })
    const quiet = { info() {}, warn() {}, error() {} }
    const broker = await startEmbeddedBroker({
      port: 0,
      host: '127.0.0.1',
      verifyDevice: async () => true,
      // The database is slow: nothing commits until the test says so.
      handlers: {
        events: async (events) => {
          received.push([...events])
          await committed
        },
        commandResult: async () => {},
        connection: async () => {},
      },
      logger: quiet,
      maxEventsInFlight: 20,
    })
    const serial = 'VTFLOW00001'
    const device = await connectAsync(broker.url, {
      protocolVersion: 4,
      username: serial,
      password: 'x',
      reconnectPeriod: 0,
    })
    try {
      const start = Date.now() - 60_000
      const published = Array.from({ length: 50 }, (_, i) =>
        device.publishAsync(
          protocol.eventTopic(serial, 'sos'),
          protocol.buildEventEnvelope({
            id: ulid(),
            serial,
            time: new Date(start + i),
            type: 'sos',
            data: { sosStateId: 1 },
          }),
          { qos: 1 },
        ),
      )
      await until(() => received.flat().length >= 20)
      // Time for anything beyond the limit to arrive, were it not held back.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(received.flat()).toHaveLength(20)
      release()
      await Promise.all(published)
      // Every event reached the platform once, in the order the device sent them.
      expect(received.flat().map((event) => event.time.getTime() - start)).toEqual(
        Array.from({ length: 50 }, (_, i) => i),
      )
    } finally {
      await device.endAsync(true)
      await broker.close()
    }
  })
})
