import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../harness.ts'

describe('hub and device routes in the app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver: 'pglite' })
  })
  afterAll(() => t?.close())

  it('documents the device calls and keeps the hub out of the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json()
    const paths = Object.keys(document.paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/Vehicles/{vehicleId}/Lock',
        '/Vehicles/{vehicleId}/History/Csv',
        '/Installations/CutFuel/{serial}',
        '/Installations/{id}/UpdateStep5LockUnlock/{action}',
        '/My/Device/GetDeviceStatusInfo',
      ]),
    )
    expect(paths.filter((path) => path.includes('DefaultHub'))).toEqual([])
  })

  it.each(['/DefaultHub/negotiate?negotiateVersion=1', '/api/DefaultHub/negotiate?negotiateVersion=1'])(
    'negotiates %s with the API access token only',
    async (url) => {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401)
      const response = await t.app.inject({ method: 'POST', url, headers: await t.headersFor('Company-Admin') })
      expect(response.statusCode).toBe(200)
      expect(response.json().connectionToken).toEqual(expect.any(String))
    },
  )
})
