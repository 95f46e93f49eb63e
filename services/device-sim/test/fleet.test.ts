import { createServer, type Server } from 'node:net'
import { type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import { Aedes } from 'aedes'
import { afterEach, describe, expect, it } from 'vitest'
import { fleetSerial, startFleet } from '../src/index.ts'
import { until } from '../src/testing/until.ts'
import { startTeltonikaPeer, type TeltonikaPeer } from './teltonika-peer.ts'

const secretFor = (serial: string) => `secret-${serial}`
let broker: Aedes | undefined
let listener: Server | undefined
let gateway: TeltonikaPeer | undefined

afterEach(async () => {
  await gateway?.close()
  await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()))
  await new Promise<void>((resolve) => (broker ? broker.close(() => resolve()) : resolve()))
})

/** An in-process broker with per-device credentials and the device ACL, collecting accepted events. */
async function startBroker() {
  const serialByClient = new Map<string, string>()
  const events: DeviceEvent[] = []
  const denied: string[] = []
  broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const ok = username !== undefined && password?.toString() === secretFor(username)
      if (ok) serialByClient.set(client.id, username)
      done(null, ok)
    },
    authorizePublish: (client, packet, callback) => {
      const serial = client ? serialByClient.get(client.id) : undefined
      if (serial === undefined || !protocol.deviceMayPublish(serial, packet.topic)) {
        denied.push(packet.topic)
        callback(new Error('not allowed'))
        return
      }
      const topic = protocol.parseDeviceTopic(packet.topic)
      if (topic.ok && topic.value.kind === 'event') {
        const event = protocol.parseEventEnvelope(packet.payload, { serial, type: topic.value.type })
        if (event.ok) events.push(event.value)
      }
      callback(null)
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const serial = serialByClient.get(client.id)
      const ok = serial !== undefined && protocol.deviceMaySubscribe(serial, subscription.topic)
      callback(ok ? null : new Error('not allowed'), ok ? subscription : null)
    },
  })
  listener = createServer(broker.handle)
  await new Promise<void>((resolve) => listener!.listen(0, '127.0.0.1', resolve))
  const address = listener.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `mqtt://127.0.0.1:${port}`, events, denied }
}

describe('simulated fleet', () => {
  it('runs MQTT trackers with their own credentials and Teltonika trackers side by side', async () => {
    const { url, events, denied } = await startBroker()
    const teltonikaEvents: DeviceEvent[] = []
    gateway = await startTeltonikaPeer(async (received) => {
      teltonikaEvents.push(...received)
    })
    const { port } = gateway
    const fleet = await startFleet({
      devices: 3,
      brokerUrl: url,
      teltonikaDevices: 2,
      teltonika: { host: '127.0.0.1', port },
      secretFor,
      seed: 5,
      tickMs: 50,
    })
    try {
      const serials = [0, 1, 2].map((index) => fleetSerial('SIM', index))
      expect(fleet.mqtt.map((device) => device.serial)).toEqual(serials)
      await until(() => serials.every((serial) => events.some((event) => event.serial === serial)))
      await until(() => new Set(teltonikaEvents.map((event) => event.serial)).size === 2)
      expect(denied).toEqual([])
      expect(fleet.find('350000000000002')?.tracker.serial).toBe('350000000000002')
    } finally {
      await fleet.stop()
    }
  })

  it('is refused by the broker with a wrong secret', async () => {
    const { url } = await startBroker()
    await expect(startFleet({ devices: 1, brokerUrl: url, secretFor: () => 'wrong', tickMs: 50 })).rejects.toThrow()
  })
})
