import { type DeviceEvent, mqtt as protocol } from '@vigil/device-protocols'
import { connectAsync, type MqttClient } from 'mqtt'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createRandom, MqttDevice, SimulatedTracker } from '../src/index.ts'
import { until } from '../src/testing/until.ts'

const brokerUrl = 'mqtt://127.0.0.1:1883'
let platform: MqttClient
let device: MqttDevice
let serial: string

/** The platform side: every accepted event and command answer of the device under test. */
const received: {
  events: DeviceEvent[]
  rejected: string[]
  responses: Array<{ cmdId: string; status: string; reply: unknown }>
} = { events: [], rejected: [], responses: [] }

beforeEach(async () => {
  serial = `SIMT${process.pid}${Math.floor(Math.random() * 1e6)}`
  received.events = []
  received.rejected = []
  received.responses = []
  platform = await connectAsync(brokerUrl, { protocolVersion: 4, clientId: `platform-${serial}` })
  platform.on('message', (topic, payload) => {
    const parsed = protocol.parseDeviceTopic(topic)
    if (!parsed.ok || parsed.value.serial !== serial) return
    if (parsed.value.kind === 'event') {
      const event = protocol.parseEventEnvelope(payload, { serial, type: parsed.value.type })
      if (event.ok) received.events.push(event.value)
      else received.rejected.push(event.error.message)
    }
    if (parsed.value.kind === 'command-response') {
      const response = protocol.parseCommandResponse(parsed.value.cmdId, payload)
      if (response.ok) received.responses.push(response.value)
    }
  })
  await platform.subscribeAsync([`tk/v1/dev/${serial}/evt/+`, `tk/v1/dev/${serial}/cmd/res/+`], { qos: 1 })
  const tracker = new SimulatedTracker({
    serial,
    city: 'Cape Town',
    random: createRandom(42),
    start: new Date('2024-05-01T08:00:00Z'),
  })
  device = new MqttDevice(tracker, { brokerUrl, password: 'device-secret' })
  await device.start()
})

afterEach(async () => {
  await device.stop()
  await platform.endAsync()
})

async function sendCommand(name: 'lock' | 'unlock', cmdId: string) {
  const command = { cmdId, name, params: {}, expiresAt: new Date(Date.now() + 60_000), attempt: 1 }
  await platform.publishAsync(
    protocol.commandRequestTopic(serial, cmdId),
    protocol.buildCommandRequest(command),
    protocol.commandRequestPublishOptions,
  )
}

describe('MQTT simulated device against Mosquitto', () => {
  it('publishes envelopes the gateway parser accepts', async () => {
    const published = await device.tick()
    await device.raise({ kind: 'tamper' })
    await until(() => (received.events.length >= published.length + 1 ? true : undefined))
    expect(received.rejected).toEqual([])
    expect(received.events.map((event) => event.type)).toEqual([...published.map((event) => event.type), 'tamper'])
    expect(received.events.find((event) => event.type === 'gps')?.data.latitudeDegrees).toBeLessThan(-33)
  })

  it('obeys a lock command: answers ok and reports the new lock state', async () => {
    await sendCommand('lock', 'CMDLOCK1')
    const response = await until(() => received.responses.find((candidate) => candidate.cmdId === 'CMDLOCK1'))
    expect(response).toMatchObject({ status: 'ok', reply: { motorStateId: 1 } })
    const lock = await until(() => received.events.find((event) => event.type === 'lock'))
    expect(lock.data).toEqual({ motorStateId: 1 })
    expect(device.tracker.snapshot().locked).toBe(true)
  })

  it('answers an error and reports nothing when its relay has failed', async () => {
    await device.raise({ kind: 'fail-relay', failed: true })
    await sendCommand('lock', 'CMDLOCK2')
    const response = await until(() => received.responses.find((candidate) => candidate.cmdId === 'CMDLOCK2'))
    expect(response).toMatchObject({ status: 'error', reply: 'Relay failure' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(received.events.some((event) => event.type === 'lock')).toBe(false)
    expect(device.tracker.snapshot().locked).toBe(false)
  })
})
