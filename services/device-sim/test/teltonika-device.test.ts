import type { DeviceEvent } from '@vigil/device-protocols'
import { teltonikaReplyStatus } from '@vigil/device-protocols/teltonika'
import { afterEach, describe, expect, it } from 'vitest'
import { createRandom, SimulatedTracker, TeltonikaDevice } from '../src/index.ts'
import { until } from '../src/testing/until.ts'
import { startTeltonikaPeer, type TeltonikaPeer } from './teltonika-peer.ts'

const imei = '350000000000042'
let server: TeltonikaPeer | undefined
let device: TeltonikaDevice | undefined

afterEach(async () => {
  await device?.stop()
  await server?.close()
})

async function connectedDevice(onRecords: (events: DeviceEvent[]) => Promise<void>) {
  server = await startTeltonikaPeer(onRecords)
  const { port } = server
  const tracker = new SimulatedTracker({
    serial: imei,
    city: 'Johannesburg',
    random: createRandom(9),
    start: new Date('2024-05-01T08:00:00Z'),
  })
  const acks: number[] = []
  device = new TeltonikaDevice(tracker, {
    host: '127.0.0.1',
    port,
    onAck: (count) => acks.push(count),
    ackTimeoutMs: 300,
  })
  await device.start()
  return { acks, device }
}

describe('Teltonika simulated device on the wire', () => {
  it('sends Codec 8 records and gets them acknowledged', async () => {
    const stored: DeviceEvent[] = []
    const { acks, device } = await connectedDevice(async (events) => {
      stored.push(...events)
    })
    device.tick()
    device.raise({ kind: 'sos' })
    await until(() => device.unacknowledged === 0 && acks.length >= 1)
    expect(acks.reduce((sum, count) => sum + count, 0)).toBe(2)
    expect(stored.some((event) => event.type === 'gps' && event.data.latitudeDegrees < -26)).toBe(true)
    expect(stored.some((event) => event.type === 'sos' && event.data.sosStateId === 1)).toBe(true)
  })

  it('resends records the server failed to store', async () => {
    let attempts = 0
    const { acks, device } = await connectedDevice(async () => {
      attempts++
      if (attempts === 1) throw new Error('database unavailable')
    })
    device.raise({ kind: 'tamper' })
    await until(() => acks.length === 1, 3000)
    expect(attempts).toBe(2)
    expect(device.unacknowledged).toBe(0)
  })

  it('obeys a Codec 12 lock and reports the relay, or answers an error when the relay failed', async () => {
    const stored: DeviceEvent[] = []
    const { device } = await connectedDevice(async (events) => {
      stored.push(...events)
    })
    await expect(server!.sendCommand(imei, 'setdigout 1')).resolves.toBe('DOUT 1 OK')
    await until(() => stored.some((event) => event.type === 'lock'))
    expect(stored.find((event) => event.type === 'lock')?.data).toEqual({ motorStateId: 1 })
    device.raise({ kind: 'fail-relay', failed: true })
    const reply = await server!.sendCommand(imei, 'setdigout 0')
    expect(teltonikaReplyStatus(reply)).toBe('error')
    expect(device.tracker.snapshot().locked).toBe(true)
  })
})
