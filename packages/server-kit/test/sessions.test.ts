import { describe, expect, it } from 'vitest'
import { cachedSessionCheck } from '../src/sessions.ts'

describe('cachedSessionCheck', () => {
  const user = { id: 7, role: 'Admin', sessionId: 'family-1' }

  it('asks once per session within the time to live, and again after it', async () => {
    let live = true
    let asked = 0
    const check = cachedSessionCheck(async () => {
      asked++
      return live
    }, 2000)
    const at = (ms: number) => new Date(1_000_000 + ms)
    expect(await check(user, at(0))).toBe(true)
    live = false
    expect(await check(user, at(1999))).toBe(true)
    expect(asked).toBe(1)
    expect(await check(user, at(2000))).toBe(false)
    expect(asked).toBe(2)
  })

  it('keeps sessions of one user apart, and a token of another role apart', async () => {
    const asked: string[] = []
    const check = cachedSessionCheck(async (who) => {
      asked.push(`${who.role}:${who.sessionId}`)
      return who.sessionId === 'family-1' && who.role === 'Admin'
    })
    const now = new Date(0)
    expect(await check(user, now)).toBe(true)
    expect(await check({ ...user, sessionId: 'family-2' }, now)).toBe(false)
    expect(await check({ ...user, role: 'Technical-Agent' }, now)).toBe(false)
    expect(asked).toHaveLength(3)
  })

  it('asks again when the clock went back, and for a token without a session as its own', async () => {
    const asked: (string | undefined)[] = []
    const check = cachedSessionCheck(async (who) => {
      asked.push(who.sessionId)
      return true
    }, 2000)
    await check(user, new Date(10_000))
    await check(user, new Date(9_000))
    expect(asked).toEqual(['family-1', 'family-1'])
    await check({ id: 7, role: 'Admin' }, new Date(9_000))
    await check({ id: 7, role: 'Admin', sessionId: '' }, new Date(9_000))
    expect(asked).toEqual(['family-1', 'family-1', undefined])
  })

  it('remembers the latest ten thousand sessions, forgetting the least recently asked first', async () => {
    const asked: string[] = []
    const check = cachedSessionCheck(async (who) => {
      asked.push(who.sessionId ?? '')
      return true
    })
    const now = new Date(0)
    for (let index = 0; index < 10_000; index++) await check({ ...user, sessionId: `s${index}` }, now)
    await check({ ...user, sessionId: 's0' }, new Date(2_000))
    await check({ ...user, sessionId: 'one more' }, now)
    asked.length = 0
    await check({ ...user, sessionId: 's0' }, new Date(2_000))
    await check({ ...user, sessionId: 's2' }, now)
    expect(asked).toEqual([])
    await check({ ...user, sessionId: 's1' }, now)
    expect(asked).toEqual(['s1'])
  })
})
