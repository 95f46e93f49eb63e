import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountLimiter } from '../../src/http/account-limiter.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

const windowMs = 15 * 60 * 1000
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 8, minutes))

describe.each(drivers)('per-account limits on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  it('counts together on every API node, per kind and account, until the window runs out or is cleared', async () => {
    // Two limiters on one database stand for two API nodes.
    const nodeA = new AccountLimiter(() => t.db, 'failed-sign-in', 3, windowMs)
    const nodeB = new AccountLimiter(() => t.db, 'failed-sign-in', 3, windowMs)
    const otherKind = new AccountLimiter(() => t.db, 'password-reset-email', 3, windowMs)
    await nodeA.record('thandi@example.com', at(0))
    await nodeB.record('thandi@example.com', at(1))
    expect(await nodeA.isBlocked('thandi@example.com', at(2))).toBe(false)
    await nodeA.record('thandi@example.com', at(2))
    expect(await nodeB.isBlocked('thandi@example.com', at(3))).toBe(true)
    expect(await nodeB.isBlocked('sipho@example.com', at(3))).toBe(false)
    expect(await otherKind.isBlocked('thandi@example.com', at(3))).toBe(false)

    // The window opened at minute 0; at minute 15 it has run out and counting starts again.
    expect(await nodeA.isBlocked('thandi@example.com', at(15))).toBe(false)
    await nodeA.record('thandi@example.com', at(15))
    await nodeA.record('thandi@example.com', at(16))
    expect(await nodeB.isBlocked('thandi@example.com', at(16))).toBe(false)
    await nodeB.record('thandi@example.com', at(17))
    expect(await nodeA.isBlocked('thandi@example.com', at(17))).toBe(true)

    await nodeB.clear('thandi@example.com')
    expect(await nodeA.isBlocked('thandi@example.com', at(17))).toBe(false)
  })
})
