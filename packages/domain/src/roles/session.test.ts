import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SESSION_STORAGE_KEY } from '../constants.ts'
import { parseSession, serializeSession, withAccessToken } from './session.ts'

const stored = { accessToken: 'access', refreshToken: 'refresh', userId: 12, userRole: 'Admin' }

describe('parseSession', () => {
  it(`reads the user stored under ${SESSION_STORAGE_KEY}`, () => {
    expect(parseSession(JSON.stringify(stored))).toEqual(stored)
  })

  it('drops extra fields', () => {
    expect(parseSession(JSON.stringify({ ...stored, email: 'x@example.com' }))).toEqual(stored)
  })

  it.each([
    ['nothing stored', null],
    ['empty text', ''],
    ['malformed JSON', '{"accessToken":'],
    ['a JSON array', '[]'],
    ['a JSON string', '"token"'],
    ['JSON null', 'null'],
    ['a string user id', JSON.stringify({ ...stored, userId: '12' })],
    ['a fractional user id', JSON.stringify({ ...stored, userId: 1.5 })],
    ['a missing role', JSON.stringify({ ...stored, userRole: undefined })],
    ['an empty access token', JSON.stringify({ ...stored, accessToken: '' })],
    ['a numeric refresh token', JSON.stringify({ ...stored, refreshToken: 5 })],
  ])('reads %s as signed out', (_, text) => {
    expect(parseSession(text)).toBeNull()
  })

  it('round-trips any valid session', () => {
    fc.assert(
      fc.property(
        fc.record({
          accessToken: fc.string({ minLength: 1 }),
          refreshToken: fc.string({ minLength: 1 }),
          userId: fc.integer(),
          userRole: fc.string({ minLength: 1 }),
        }),
        (session) => {
          expect(parseSession(serializeSession(session))).toEqual(session)
        },
      ),
    )
  })

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const session = parseSession(text)
        expect(session === null || typeof session.userId === 'number').toBe(true)
      }),
    )
  })
})

describe('withAccessToken', () => {
  it('replaces only the access token', () => {
    expect(withAccessToken(stored, 'new')).toEqual({ ...stored, accessToken: 'new' })
  })
})
