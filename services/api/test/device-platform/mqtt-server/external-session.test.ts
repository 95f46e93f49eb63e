import { randomBytes } from 'node:crypto'
import { type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import { connect, connectAsync } from 'mqtt'
import { ulid } from 'ulid'
import { describe, expect, it } from 'vitest'
import { connectExternalBroker } from '../../../src/device-platform/mqtt-server/external.ts'
import { mosquittoUrl, uniqueSerial, until } from '../support.ts'

const quiet = { info() {}, warn() {}, error() {} }
const handlers = { events: async () => {}, commandResult: async () => {}, connection: async () => {} }

/** Whether the system Mosquitto still keeps a session for the client id (CONNACK's session-present flag). */
async function sessionKept(clientId: string): Promise<boolean> {
  const probe = connect(mosquittoUrl, { protocolVersion: 4, clientId, clean: false, reconnectPeriod: 0 })
  const present = await new Promise<boolean>((resolve, reject) => {
    probe.once('connect', (connack) => resolve(connack.sessionPresent))
    probe.once('error', reject)
  })
  await probe.endAsync()
  // The probe's own session goes too: connecting clean discards whatever the broker kept for this id.
  const cleaner = connect(mosquittoUrl, { protocolVersion: 4, clientId, clean: true, reconnectPeriod: 0 })
  await new Promise((resolve) => cleaner.once('connect', resolve))
  await cleaner.endAsync()
  return present
}

describe('the platform session on the system Mosquitto', () => {
  it('is kept by default, and left behind by none with a clean one', async () => {
    const persistent = `vigil-session-${randomBytes(5).toString('hex')}`
    await (await connectExternalBroker({ url: mosquittoUrl, clientId: persistent, handlers, logger: quiet })).close()
    expect(await sessionKept(persistent)).toBe(true)

    const clean = `vigil-session-${randomBytes(5).toString('hex')}`
    const client = await connectExternalBroker({
      url: mosquittoUrl,
      clientId: clean,
      session: 'clean',
      handlers,
      logger: quiet,
    })
    await client.close()
    expect(await sessionKept(clean)).toBe(false)
  })

  it('gets the events it had taken but not stored redelivered after a restart, and those sent while it was away', async () => {
    const clientId = `vigil-session-${randomBytes(5).toString('hex')}`
    const serial = uniqueSerial()
    const sos = (i: number): DeviceEvent => ({
      id: ulid(),
      serial,
      time: new Date(Date.UTC(2026, 4, 1, 8, 0, i)),
      type: 'sos',
      data: { sosStateId: 1 },
    })
    // The first run takes events and never finishes storing them (so never acknowledges them), then stops.
    const taken: DeviceEvent[] = []
    const first = await connectExternalBroker({
      url: mosquittoUrl,
      clientId,
      handlers: { ...handlers, events: (batch) => new Promise<void>(() => void taken.push(...batch)) },
      logger: quiet,
    })
    const device = await connectAsync(mosquittoUrl, {
      protocolVersion: 4,
      clientId: `dev-${serial}`,
      reconnectPeriod: 0,
    })
    const sent: DeviceEvent[] = []
    try {
      for (let i = 0; i < 10; i++) {
        const event = sos(i)
        await device.publishAsync(protocol.eventTopic(serial, 'sos'), protocol.buildEventEnvelope(event), { qos: 1 })
        sent.push(event)
      }
      await until(() => taken.length === 10)
      await first.close()
      for (let i = 10; i < 15; i++) {
        const event = sos(i)
        await device.publishAsync(protocol.eventTopic(serial, 'sos'), protocol.buildEventEnvelope(event), { qos: 1 })
        sent.push(event)
      }

      // The restarted run (same client id) is handed all fifteen, each once.
      const stored: DeviceEvent[] = []
      const second = await connectExternalBroker({
        url: mosquittoUrl,
        clientId,
        handlers: { ...handlers, events: async (batch) => void stored.push(...batch) },
        logger: quiet,
      })
      try {
        await until(() => stored.length >= 15)
        expect(stored.map((event) => event.id).sort()).toEqual(sent.map((event) => event.id).sort())
      } finally {
        await second.close()
        await sessionKept(clientId) // and discards the session, so the system Mosquitto keeps nothing for the test
      }
    } finally {
      await device.endAsync()
    }
  }, 30_000)
})

describe('API nodes sharing the system Mosquitto', () => {
  it('take each device event on one node only when they share a subscription group', async () => {
    const group = `vigil-${randomBytes(4).toString('hex')}`
    const taken: DeviceEvent[][] = [[], []]
    const nodes = await Promise.all(
      taken.map((events, node) =>
        connectExternalBroker({
          url: mosquittoUrl,
          clientId: `vigil-node-${node}-${group}`,
          session: 'clean',
          shareGroup: group,
          handlers: { ...handlers, events: async (batch) => void events.push(...batch) },
          logger: quiet,
        }),
      ),
    )
    const serial = uniqueSerial()
    const device = await connectAsync(mosquittoUrl, {
      protocolVersion: 4,
      clientId: `dev-${serial}`,
      reconnectPeriod: 0,
    })
    try {
      const start = Date.now() - 60_000
      for (let i = 0; i < 40; i++) {
        const event = { id: ulid(), serial, time: new Date(start + i), type: 'sos' as const, data: { sosStateId: 1 } }
        await device.publishAsync(protocol.eventTopic(serial, 'sos'), protocol.buildEventEnvelope(event), { qos: 1 })
      }
      await until(() => taken[0]!.length + taken[1]!.length >= 40)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const times = taken.flat().map((event) => event.time.getTime() - start)
      expect(times.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i))
      expect(taken[0]!.length).toBeGreaterThan(0)
      expect(taken[1]!.length).toBeGreaterThan(0)
    } finally {
      await device.endAsync()
      await Promise.all(nodes.map((node) => node.close()))
    }
  })

  it('refuses a share group a topic filter cannot carry', async () => {
    await expect(
      connectExternalBroker({ url: mosquittoUrl, shareGroup: 'vigil/eu', session: 'clean', handlers, logger: quiet }),
    ).rejects.toThrow('MQTT_SHARE_GROUP "vigil/eu" may not contain /, + or #.')
  })
})
