import { roles, vehicleTypes } from '@vigil/db/schema'
import { seedReferenceData, vehicleCatalogue } from '@vigil/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('the app on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      config: {
        turnstileSiteKey: 'site-key',
        googleMapsApiKey: 'maps-key',
        intercomAppId: 'intercom',
        burnInUrl: 'http://burnin.test',
      },
    })
  })
  afterAll(() => t.close())

  it('serves the runtime settings generated from the environment at both addresses', async () => {
    for (const url of ['/appsettings.json', '/api/appsettings.json']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        baseURL: 'http://vigil.test/api',
        intercomAppId: 'intercom',
        turnstileSiteKey: 'site-key',
        googleMapsApiKey: 'maps-key',
        tempProtectedRoutesKey: '',
        burnInURL: 'http://burnin.test',
      })
    }
  })

  it('serves the OpenAPI document with the spec paths and the reference UI', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/Auth/SignInByEmail', '/My/UpdatePassword']))
    expect(document.components.schemas.ProblemDetails).toBeDefined()
    const docs = await t.app.inject({ url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
  })

  it('answers unknown paths with problem details', async () => {
    const response = await t.app.inject({ url: '/api/Nowhere' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' })
  })

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SignInByEmail',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: 400 })
  })

  it('seeds reference data once, however often it runs', async () => {
    await seedReferenceData(t.db, {})
    expect(await t.db.$count(roles)).toBe(4)
    const pairs = Object.values(vehicleCatalogue).flat().length
    expect(pairs).toBeGreaterThan(300)
    expect(await t.db.$count(vehicleTypes)).toBe(pairs)
  })
})
