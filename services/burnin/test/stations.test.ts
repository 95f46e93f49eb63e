import { drivers, type TestApp } from '@vigil/api/testing'
import { devices } from '@vigil/db/schema'
import { BURN_IN_SUCCESS_MESSAGES, retryingTestMessage } from '@vigil/domain'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BurnInServer, createPlatform, startBurnIn } from './support.ts'

describe.each(drivers)('burn-in stations and calls on %s', (driver) => {
  let api: TestApp
  let server: BurnInServer
  let serials: string[]

  beforeAll(async () => {
    api = await createPlatform(driver, { devices: false })
    server = await startBurnIn(api)
    const free = await api.db
      .select({ serialNumber: devices.serialNumber })
      .from(devices)
      .where(inArray(devices.id, api.demo.freeDeviceIds))
    serials = free.map((device) => device.serialNumber).sort()
  })

  afterAll(async () => {
    await server?.close()
    await api?.close()
  })

  it('lists the configured stations to hardware testers only', async () => {
    expect(await server.call('GET', '/TestRunner/Stations', { as: 'Technical-Agent' })).toEqual({
      status: 200,
      body: { items: ['S1', 'S2', 'S3'], totalCount: 3 },
    })
    expect((await server.call('GET', '/TestRunner/Stations', { as: 'anonymous' })).status).toBe(401)
    expect((await server.call('GET', '/TestRunner/Results', { as: 'Company-Admin' })).status).toBe(403)
    expect((await server.call('PUT', '/TestRunner/StartAllTests', { as: 'Account-Holder' })).status).toBe(403)
  })

  it("lets the console's origin send its PUT commands across origins", async () => {
    const origin = new URL(api.app.config.publicUrl).origin.replace('localhost', '127.0.0.1')
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/TestRunner/AddUnit',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    })
    expect(preflight.headers['access-control-allow-origin']).toBe(origin)
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain('PUT')
    const stranger = await server.app.inject({
      method: 'OPTIONS',
      url: '/TestRunner/AddUnit',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'PUT' },
    })
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('adds a device to a free station, and refuses a taken station or a device already on one', async () => {
    const [first, second] = serials
    const added = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${first}&stationId=S1`)
    expect(added).toEqual({ status: 200, body: { message: BURN_IN_SUCCESS_MESSAGES.addDevice } })

    const taken = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${second}&stationId=S1`)
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ stationId: [`Station S1 is already taken by device ${first}.`] })

    const twice = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${first}&stationId=S2`)
    expect(twice.status).toBe(409)
    expect(twice.body.errors).toEqual({ unitSerialNumber: [`Device ${first} is already on station S1.`] })

    const [device] = await api.db
      .select({ testStation: devices.testStation })
      .from(devices)
      .where(inArray(devices.serialNumber, [first!]))
    expect(device?.testStation).toBe('S1')
    expect(await server.results()).toEqual([{ unitSerialNumber: first, testStation: 'S1', results: [] }])
  })

  it('names the field of a missing, unknown or wrong value', async () => {
    const missing = await server.call('PUT', '/TestRunner/AddUnit?stationId=S2')
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ unitSerialNumber: ['Please select a device'] })

    const noStation = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${serials[1]}`)
    expect(noStation.body.errors).toEqual({ stationId: ['Please select a station'] })

    const badStation = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${serials[1]}&stationId=S9`)
    expect(badStation.status).toBe(400)
    expect(badStation.body.errors.stationId[0]).toBe('S9 is not a test station. Known stations: S1, S2, S3.')

    const unknown = await server.call('PUT', '/TestRunner/AddUnit?unitSerialNumber=NOPE123&stationId=S2')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({
      status: 404,
      detail: 'No device has the serial number NOPE123.',
      errors: { unitSerialNumber: ['No device has the serial number NOPE123.'] },
    })

    const notOnBench = await server.call('PUT', `/TestRunner/StartUnitTest?unitSerialNumber=${serials[2]}`)
    expect(notOnBench.status).toBe(404)
    expect(notOnBench.body.errors).toEqual({ unitSerialNumber: [`Device ${serials[2]} is not on a test station.`] })

    const badTest = await server.call('PUT', `/TestRunner/RetryUnitTest/${serials[0]}`, { body: { testType: 'Nope' } })
    expect(badTest.status).toBe(400)
    expect(Object.keys(badTest.body.errors)).toEqual(['testType'])
    const noTest = await server.call('PUT', `/TestRunner/RetryUnitTest/${serials[0]}`, { body: {} })
    expect(noTest.body.errors).toEqual({ testType: ['This field is required'] })

    const nothingFailed = await server.call('PUT', `/TestRunner/RetryFailedTests/${serials[0]}`)
    expect(nothingFailed.status).toBe(409)
  })

  it('frees the station when a device is removed', async () => {
    const [first, second] = serials
    expect(await server.call('PUT', `/TestRunner/RemoveUnit?unitSerialNumber=${first}`)).toEqual({
      status: 200,
      body: { message: BURN_IN_SUCCESS_MESSAGES.removeDevice },
    })
    expect((await server.call('PUT', `/TestRunner/RemoveUnit?unitSerialNumber=${first}`)).status).toBe(404)
    const reused = await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${second}&stationId=S1`)
    expect(reused.body).toEqual({ message: BURN_IN_SUCCESS_MESSAGES.addDevice })
    expect((await server.results()).map((unit) => [unit.unitSerialNumber, unit.testStation])).toEqual([[second, 'S1']])
  })

  it('answers the start, stop and retry calls with the catalogue messages', async () => {
    const second = serials[1]!
    expect((await server.call('PUT', '/TestRunner/StopAllTests')).body).toEqual({ message: 'All tests stopped' })
    expect((await server.call('PUT', `/TestRunner/StopUnitTest?unitSerialNumber=${second}`)).body).toEqual({
      message: 'All tests stopped for device',
    })
    expect(retryingTestMessage('GpsFix', second)).toBe(`Retrying GpsFix on unit ${second}`)
  })

  it('accepts typed station ids when none are configured', async () => {
    const open = await startBurnIn(api, { stations: '' })
    try {
      expect((await open.call('GET', '/TestRunner/Stations')).body).toEqual({ items: [], totalCount: 0 })
      const added = await open.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${serials[3]}&stationId=Bench-7`)
      expect(added.status).toBe(200)
    } finally {
      await open.close()
    }
  })

  it('serves its OpenAPI document with every TestRunner call', async () => {
    const document = (await server.call('GET', '/openapi.json', { as: 'anonymous' })).body
    expect(Object.keys(document.paths).sort()).toEqual([
      '/TestRunner/AddUnit',
      '/TestRunner/RemoveUnit',
      '/TestRunner/Results',
      '/TestRunner/RetryFailedTests/{serial}',
      '/TestRunner/RetryUnitTest/{serial}',
      '/TestRunner/StartAllTests',
      '/TestRunner/StartUnitTest',
      '/TestRunner/Stations',
      '/TestRunner/StopAllTests',
      '/TestRunner/StopUnitTest',
    ])
    expect(document.components.schemas.BurnInTestResult.properties.status).toBeDefined()
  })

  it('lets the console call it from the API origin', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/TestRunner/StartAllTests',
      headers: { origin: 'http://vigil.test', 'access-control-request-method': 'PUT' },
    })
    expect(preflight.headers['access-control-allow-origin']).toBe('http://vigil.test')
  })
})
