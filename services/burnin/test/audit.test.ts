import { drivers, type TestApp } from '@vigil/api/testing'
import { auditEntries, devices } from '@vigil/db/schema'
import { desc, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BurnInServer, createPlatform, startBurnIn } from './support.ts'

describe.each(drivers)('burn-in runs in the audit trail on %s', (driver) => {
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

  const burnInEntries = () =>
    api.db.select().from(auditEntries).where(like(auditEntries.action, 'burnin.%')).orderBy(desc(auditEntries.id))

  it('records who put a unit on a station and took it off, from where; a refused call records nothing', async () => {
    const [first, second] = serials
    expect((await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${first}&stationId=S1`)).status).toBe(200)
    expect((await server.call('PUT', `/TestRunner/AddUnit?unitSerialNumber=${second}&stationId=S1`)).status).toBe(409)
    const removed = await server.call('PUT', `/TestRunner/RemoveUnit?unitSerialNumber=${first}`, {
      as: 'Technical-Agent',
    })
    expect(removed.status).toBe(200)
    expect(await burnInEntries()).toMatchObject([
      {
        action: 'burnin.removeUnit',
        actorKind: 'user',
        actorUserId: api.demo.userIds['Technical-Agent'],
        actorRole: 'Technical-Agent',
        subject: first,
        address: '127.0.0.1',
      },
      {
        action: 'burnin.addUnit',
        actorUserId: api.demo.userIds.Admin,
        actorRole: 'Admin',
        subject: first,
        after: { stationId: 'S1' },
      },
    ])
  })
})
