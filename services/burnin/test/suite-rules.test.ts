import type { DeviceCommandName, DeviceEventType } from '@vigil/device-protocols'
import { describe, expect, it } from 'vitest'
import type { CommandOutcome, DevicePort, ObservedEvent } from '../src/device-port.ts'
import { firmwareVersionTest } from '../src/suites/firmware.ts'
import type { BurnInTest, TestContext } from '../src/suites/index.ts'
import { tamperInputTest } from '../src/suites/inputs.ts'
import { lockRelayTest } from '../src/suites/relays.ts'
import { connectivityTest, deviceBatteryTest, gpsFixTest } from '../src/suites/reports.ts'

const now = () => new Date()

/** A device held in memory: events the test puts in, and answers to commands by name. */
function fakeDevice(answer: (name: DeviceCommandName) => CommandOutcome = () => ({ status: 'confirmed', reply: {} })) {
  const events: ObservedEvent[] = []
  const sent: DeviceCommandName[] = []
  const ofType = (type: DeviceEventType | null) => events.filter((event) => type === null || event.type === type)
  const port: DevicePort = {
    sendCommand: async (_serial, name) => {
      sent.push(name)
      return { commandId: `cmd-${sent.length}`, outcome: Promise.resolve(answer(name)) }
    },
    waitForEvent: async (_serial, type, predicate, options) => {
      const deadline = Date.now() + options.timeoutMs
      while (Date.now() < deadline) {
        const match = ofType(type).find((event) => event.receivedTime >= options.since && predicate(event))
        if (match) return match
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return null
    },
    latestEvent: async (_serial, type) => ofType(type).at(-1) ?? null,
  }
  const report = (type: DeviceEventType, data: Record<string, unknown>, ageMs = 0) => {
    const time = new Date(Date.now() - ageMs)
    events.push({ type, time, receivedTime: time, data })
  }
  return { port, report, sent }
}

const run = (test: BurnInTest, port: DevicePort, allowedFirmwareVersions: string[] = []) => {
  const context: TestContext = {
    serial: 'SN-1',
    port,
    signal: new AbortController().signal,
    clock: now,
    startedAt: now(),
    timing: { commandTimeoutMs: 100, eventTimeoutMs: 100, inputTimeoutMs: 100, freshnessMs: 60_000, pollMs: 5 },
    limits: { minSatellites: 4, batteryMinMillivolts: 3_600, batteryMaxMillivolts: 4_300, allowedFirmwareVersions },
  }
  return test.run(context)
}

describe('burn-in test rules', () => {
  it('fails a GPS fix with too few satellites, and says so when there is none at all', async () => {
    const weak = fakeDevice()
    weak.report('gps', { latitudeDegrees: -26.2, longitudeDegrees: 28.04, satellites: 2 })
    expect(await run(gpsFixTest, weak.port)).toEqual({
      passed: false,
      failureReason: 'GPS fix too weak: 2 satellites (at least 4 needed)',
      testData: { gps: expect.objectContaining({ latitude: -26.2, longitude: 28.04, satellites: 2 }) },
    })
    expect(await run(gpsFixTest, fakeDevice().port)).toMatchObject({
      passed: false,
      failureReason: 'No GPS fix within 0.1 s',
      testData: { gps: null },
    })
  })

  it('checks the device battery against its range', async () => {
    const low = fakeDevice()
    low.report('battery', { deviceBatteryMillivolts: 3_400, carBatteryMillivolts: 11_200 })
    expect(await run(deviceBatteryTest, low.port)).toMatchObject({
      passed: false,
      failureReason: 'Device battery at 3.40 V, outside 3.60 V to 4.30 V',
    })
    const good = fakeDevice()
    good.report('battery', { deviceBatteryMillivolts: 4_100, carBatteryMillivolts: 12_600 })
    expect(await run(deviceBatteryTest, good.port)).toMatchObject({ passed: true })
  })

  it('needs a recent event for connectivity', async () => {
    const stale = fakeDevice()
    stale.report('gps', { latitudeDegrees: -26.2, longitudeDegrees: 28.04, satellites: 9 }, 10 * 60_000)
    const outcome = await run(connectivityTest, stale.port)
    expect(outcome.passed).toBe(false)
    expect(outcome.passed ? '' : outcome.failureReason).toMatch(
      /^No event from the device within 0\.1 s \(last event gps/,
    )
  })

  it('names the relay step that did not confirm and why', async () => {
    const silent = fakeDevice((name) =>
      name === 'unlock'
        ? { status: 'timed_out', reason: 'The device never answered the command.' }
        : { status: 'confirmed', reply: {} },
    )
    expect(await run(lockRelayTest, silent.port)).toMatchObject({
      passed: false,
      failureReason: 'Lock relay did not confirm the unlock within 0.1 s: the device never answered the command',
    })
    expect(silent.sent).toEqual(['lock', 'unlock'])
    const refused = fakeDevice(() => ({ status: 'failed', reason: 'Relay failure' }))
    expect(await run(lockRelayTest, refused.port)).toMatchObject({
      failureReason: 'Lock relay did not confirm within 0.1 s: device answered "Relay failure"',
    })
    expect(refused.sent).toEqual(['lock'])
  })

  it('allows only the configured firmware versions', async () => {
    const device = fakeDevice(() => ({ status: 'confirmed', reply: { applicationVersion: 'Vigil Tracker 2.3.0' } }))
    expect(await run(firmwareVersionTest, device.port, ['Vigil Tracker 2.4.1'])).toMatchObject({
      passed: false,
      failureReason: 'Firmware version Vigil Tracker 2.3.0 is not allowed (allowed: Vigil Tracker 2.4.1)',
    })
    expect(await run(firmwareVersionTest, device.port)).toMatchObject({
      passed: true,
      testData: { firmware: { applicationVersion: 'Vigil Tracker 2.3.0' } },
    })
  })

  it('waits for the tester to trigger an input after the test began', async () => {
    const device = fakeDevice()
    device.report('tamper', { carBatteryStateId: 0, cancelled: false }, 5_000)
    expect(await run(tamperInputTest, device.port)).toMatchObject({
      passed: false,
      failureReason: 'No tamper alert (car battery disconnected) was reported within 0.1 s',
    })
    setTimeout(() => device.report('tamper', { carBatteryStateId: 0, cancelled: false }), 20)
    expect(await run(tamperInputTest, device.port)).toMatchObject({
      passed: true,
      testData: { tamper: { carBatteryStateId: 0 } },
    })
  })
})
