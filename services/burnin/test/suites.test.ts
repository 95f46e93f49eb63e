import { drivers, type TestApp } from '@vigil/api/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { burnInTestTypes, STOPPED_BY_TESTER } from '../src/index.ts'
import { type BurnInServer, benchDevice, createPlatform, finishedResults, startBurnIn, until } from './support.ts'

const relayTests = ['LockRelay', 'FuelCutRelay']

describe.each(drivers)('burn-in suites through the platform on %s', (driver) => {
  let api: TestApp
  let server: BurnInServer
  const stops: Array<() => Promise<void>> = []

  beforeAll(async () => {
    api = await createPlatform(driver)
    server = await startBurnIn(api, { stations: 'S1,S2,S3,S4,S5,S6' })
  })

  afterAll(async () => {
    await server?.close()
    for (const stop of stops) await stop()
    await api?.close()
  })

  async function onStation(station: string, options: { connect?: boolean } = {}) {
    const bench = await benchDevice(api, options)
    stops.push(bench.stop)
    const added = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${bench.serial}&stationId=${station}`)
    expect(added.status).toBe(200)
    return bench
  }

  it('passes every test on a healthy device, with what each test measured', async () => {
    const { serial } = await onStation('S1')
    const started = await server.call('PUT', `/TestRunner/StartUnitTest?unitSerialNumber=${serial}`)
    expect(started.body).toEqual({ message: 'All tests started for device' })
    const results = await finishedResults(server, serial)
    expect(results.map((result) => [result.testType, result.status, result.failureReason])).toEqual(
      burnInTestTypes.map((testType) => [testType, 'Passed', null]),
    )
    for (const result of results) {
      expect(Date.parse(result.endTime!)).toBeGreaterThanOrEqual(Date.parse(result.startTime!))
    }
    const measured = (testType: string, path: string) =>
      path
        .split('.')
        .reduce<unknown>(
          (value, key) => (value as Record<string, unknown> | null)?.[key],
          results.find((result) => result.testType === testType)?.testData,
        )
    expect(measured('GpsFix', 'gps.satellites')).toBeGreaterThanOrEqual(4)
    expect(measured('GpsFix', 'gps.latitude')).toBeLessThan(-25)
    expect(measured('FirmwareVersion', 'firmware.applicationVersion')).toBe('Vigil Tracker 2.4.1')
    expect(measured('DeviceBattery', 'battery.deviceBatteryMillivolts')).toBeGreaterThan(3600)
    expect(measured('LockRelay', 'lockRelay.lock.status')).toBe('confirmed')
    expect(measured('LockRelay', 'lockRelay.unlock.status')).toBe('confirmed')
    expect(measured('FuelCutRelay', 'fuelCutRelay.restore-fuel.status')).toBe('confirmed')
    expect(measured('SosInput', 'sos.sosStateId')).toBe(1)
    expect(measured('TamperInput', 'tamper.carBatteryStateId')).toBe(0)
  })

  it('fails exactly the relay tests of a device whose relay failed, then reruns only what is retried', async () => {
    const bench = await onStation('S2')
    await bench.device!.raise({ kind: 'fail-relay', failed: true })
    await server.call('PUT', `/TestRunner/StartUnitTest?unitSerialNumber=${bench.serial}`)
    const first = await finishedResults(server, bench.serial)
    expect(first.filter((result) => result.status === 'Failed').map((result) => result.testType)).toEqual(relayTests)
    expect(first.find((result) => result.testType === 'LockRelay')?.failureReason).toBe(
      'Lock relay did not confirm within 4 s: device answered "Relay failure"',
    )
    expect(first.find((result) => result.testType === 'FuelCutRelay')?.failureReason).toBe(
      'Fuel-cut relay did not confirm within 4 s: device answered "Relay failure"',
    )

    await bench.device!.raise({ kind: 'fail-relay', failed: false })
    const retried = await server.call('PUT', `/TestRunner/RetryUnitTest/${bench.serial}`, {
      body: { testType: 'LockRelay' },
    })
    expect(retried.body).toEqual({ message: `Retrying LockRelay on unit ${bench.serial}` })
    const second = await finishedResults(server, bench.serial)
    const changed = second.filter((result, index) => result.startTime !== first[index]!.startTime)
    expect(changed.map((result) => [result.testType, result.status])).toEqual([['LockRelay', 'Passed']])
    expect(second.find((result) => result.testType === 'FuelCutRelay')?.status).toBe('Failed')

    const retriedFailed = await server.call('PUT', `/TestRunner/RetryFailedTests/${bench.serial}`)
    expect(retriedFailed.body).toEqual({ message: 'Failed tests retried for device' })
    const third = await finishedResults(server, bench.serial)
    const rerun = third.filter((result, index) => result.startTime !== second[index]!.startTime)
    expect(rerun.map((result) => [result.testType, result.status])).toEqual([['FuelCutRelay', 'Passed']])
    expect(third.every((result) => result.status === 'Passed')).toBe(true)
  })

  it('stops every running test when all tests are stopped', async () => {
    // Devices that never connect keep their first test waiting, so each unit is mid-test when stopped.
    const quiet = [await onStation('S3', { connect: false }), await onStation('S4', { connect: false })]
    const quietSerials = quiet.map((bench) => bench.serial)
    for (const unit of await server.results()) {
      if (quietSerials.includes(unit.unitSerialNumber)) continue
      await server.call('PUT', `/TestRunner/RemoveUnit?unitSerialNumber=${unit.unitSerialNumber}`)
    }
    expect((await server.call('PUT', '/TestRunner/StartAllTests')).body).toEqual({ message: 'All tests started' })
    await until(
      async () => (await server.results()).every((unit) => unit.results.some((result) => result.startTime !== null)),
      20_000,
    )
    const stoppedAt = Date.now()
    expect((await server.call('PUT', '/TestRunner/StopAllTests')).body).toEqual({ message: 'All tests stopped' })
    expect(Date.now() - stoppedAt).toBeLessThan(2_000)
    const units = await server.results()
    expect(units.map((unit) => unit.unitSerialNumber).sort()).toEqual(quietSerials.sort())
    for (const unit of units) {
      expect(unit.results).toHaveLength(burnInTestTypes.length)
      expect(unit.results.map((result) => [result.status, result.failureReason])).toEqual(
        burnInTestTypes.map(() => ['Failed', STOPPED_BY_TESTER]),
      )
      expect(server.app.burnInRunner.isRunning(unit.unitSerialNumber)).toBe(false)
    }
  })
})
