import { drivers, type TestApp } from '@vigil/api/testing'
import { devices } from '@vigil/db/schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { burnInHistory, burnInTestTypes, INTERRUPTED_BY_RESTART } from '../src/index.ts'
import { type BurnInServer, benchDevice, createPlatform, finishedResults, startBurnIn, until } from './support.ts'

describe.each(drivers)('burn-in results across restarts on %s', (driver) => {
  let api: TestApp
  const servers: BurnInServer[] = []
  const stops: Array<() => Promise<void>> = []

  beforeAll(async () => {
    api = await createPlatform(driver)
  })

  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const stop of stops) await stop()
    await api?.close()
  })

  const start = async () => {
    const server = await startBurnIn(api)
    servers.push(server)
    return server
  }

  it('keeps finished results, marks a suite cut short by a restart, and keeps one history per device', async () => {
    const before = await start()
    const healthy = await benchDevice(api)
    const quiet = await benchDevice(api, { connect: false })
    stops.push(healthy.stop, quiet.stop)
    await before.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${healthy.serial}&stationId=S1`)
    await before.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${quiet.serial}&stationId=S2`)
    await before.call('PUT', `/TestRunner/StartUnitTest?unitSerialNumber=${healthy.serial}`)
    const passed = await finishedResults(before, healthy.serial)
    expect(passed.every((result) => result.status === 'Passed')).toBe(true)
    await before.call('PUT', `/TestRunner/StartUnitTest?unitSerialNumber=${quiet.serial}`)
    await until(
      async () =>
        (await before.results()).some(
          (unit) => unit.unitSerialNumber === quiet.serial && unit.results[0]?.startTime !== null,
        ),
      20_000,
    )

    // A second process starting on the same database while the first one died mid-suite.
    const after = await start()
    const units = await after.results()
    expect(units.find((unit) => unit.unitSerialNumber === healthy.serial)?.results).toEqual(passed)
    const interrupted = units.find((unit) => unit.unitSerialNumber === quiet.serial)!
    expect(interrupted.testStation).toBe('S2')
    expect(interrupted.results.map((result) => [result.testType, result.status, result.failureReason])).toEqual(
      burnInTestTypes.map((testType) => [testType, 'Failed', INTERRUPTED_BY_RESTART]),
    )
    expect(interrupted.results.every((result) => result.endTime !== null)).toBe(true)

    // The device leaves the bench and is fitted to a car: its burn-in results stay with it.
    await after.call('PUT', `/TestRunner/RemoveUnit?unitSerialNumber=${healthy.serial}`)
    await api.db.update(devices).set({ vehicleId: api.demo.vehicleIds[0]! }).where(eq(devices.id, healthy.deviceId))
    const history = await burnInHistory(api.db, healthy.serial)
    expect(history.map((result) => result.testType).sort()).toEqual([...burnInTestTypes].sort())
    expect(history.every((result) => result.status === 'Passed')).toBe(true)

    await after.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${healthy.serial}&stationId=S3`)
    const back = (await after.results()).find((unit) => unit.unitSerialNumber === healthy.serial)
    expect(back).toEqual({ unitSerialNumber: healthy.serial, testStation: 'S3', results: passed })
  })
})
