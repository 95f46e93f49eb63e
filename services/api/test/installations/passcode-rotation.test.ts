// Issue #27: an Admin rotates the checklist passcode without a restart; the public checklist then takes only the new one.
import { checklistPasscodes } from '@vigil/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('rotating the checklist passcode on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { checklistPasscode: 'first-passcode' } })
  })
  afterAll(() => t.close())

  // Demo trackers: an unknown serial is answered 'Device not found' (issue #26), not the 200 these tests need.
  const checklist = (passcode: string) =>
    t.app.inject({ url: '/api/Installations/HasEventInLastHour/VG00240000', headers: { 'x-passcode': passcode } })
  const rotate = async (role: 'Admin' | 'Technical-Agent' | 'Company-Admin' | 'anonymous') =>
    t.app.inject({ method: 'POST', url: '/api/ChecklistPasscode/Rotate', headers: await t.headersFor(role) })

  it('takes only the new passcode once an Admin rotated it, and keeps only its hash', async () => {
    expect((await checklist('first-passcode')).statusCode).toBe(200)
    const rotated = await rotate('Admin')
    expect(rotated.statusCode).toBe(200)
    const { passcode } = rotated.json() as { passcode: string }
    expect(passcode.length).toBeGreaterThanOrEqual(16)
    expect((await checklist('first-passcode')).statusCode).toBe(401)
    expect((await checklist(passcode)).statusCode).toBe(200)
    const stored = await t.db.select().from(checklistPasscodes)
    expect(JSON.stringify(stored)).not.toContain(passcode)

    const again = (await rotate('Admin')).json() as { passcode: string }
    expect((await checklist(passcode)).statusCode).toBe(401)
    expect((await checklist(again.passcode)).statusCode).toBe(200)
  })

  it('still lets the installer in with the new passcode through a storm of wrong ones from many addresses', async () => {
    const { passcode } = (await rotate('Admin')).json() as { passcode: string }
    const ask = (remoteAddress: string, given: string) =>
      t.app.inject({
        url: '/api/Installations/HasEventInLastHour/VG00240001',
        headers: { 'x-passcode': given },
        remoteAddress,
      })
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await ask(`203.0.113.${10 + attempt}`, 'first-passcode')).statusCode).toBe(401)
    }
    expect((await ask('198.51.100.20', passcode)).statusCode).toBe(200)
  })

  it('is for the Admin alone', async () => {
    expect((await rotate('Technical-Agent')).statusCode).toBe(403)
    expect((await rotate('Company-Admin')).statusCode).toBe(403)
    expect((await rotate('anonymous')).statusCode).toBe(401)
  })
})
