// Issue #27: the burn-in service refuses the API's access token of a user who was deleted, like the API does.
import { drivers, type TestApp } from '@vigil/api/testing'
import { roles, users } from '@vigil/db/schema'
import { DEMO_PASSWORD } from '@vigil/db/seed'
import { until } from '@vigil/device-sim/testing'
import { requestMessages } from '@vigil/domain'
import { hashPassword } from '@vigil/server-kit/passwords'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BurnInServer, createPlatform, startBurnIn } from './support.ts'

describe.each(drivers)('burn-in sessions on %s', (driver) => {
  let api: TestApp
  let server: BurnInServer
  beforeAll(async () => {
    api = await createPlatform(driver, { devices: false })
    server = await startBurnIn(api)
  })
  afterAll(async () => {
    await server?.close()
    await api?.close()
  })

  it('answers 401 to an anonymous caller on every route before looking at the body', async () => {
    const document = (await server.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const wrong: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item).filter((name) => ['get', 'put', 'post'].includes(name))) {
        const response = await server.app.inject({
          method: method.toUpperCase() as 'GET' | 'PUT' | 'POST',
          url: path.replace(/\{[^}]+\}/g, '1'),
          ...(method === 'get' ? {} : { payload: {} }),
        })
        if (response.statusCode !== 401) wrong.push(`${method} ${path}: ${response.statusCode}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it("refuses a deleted user's correctly signed token", async () => {
    const [agent] = await api.db.select().from(roles).where(eq(roles.name, 'Technical-Agent'))
    const email = `burnin-session-${driver}@vigil.test`
    const [created] = await api.db
      .insert(users)
      .values({
        roleId: agent!.id,
        firstName: 'Burn',
        lastName: 'In',
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning({ id: users.id })
    const { accessToken } = await api.signIn(email, DEMO_PASSWORD)
    const stations = () =>
      server.app.inject({ url: '/TestRunner/Stations', headers: { authorization: `Bearer ${accessToken}` } })
    expect((await stations()).statusCode).toBe(200)
    await api.db.delete(users).where(eq(users.id, created!.id))
    // Each service remembers a session's answer for two seconds at most.
    await until(async () => (await stations()).statusCode === 401)
    expect((await stations()).json().detail).toBe(requestMessages.sessionEnded)
  })
})
