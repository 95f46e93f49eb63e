import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readTokenClaims, readTokenExpiry, shouldRefresh, TOKEN_REFRESH_SKEW_MS } from './token.ts'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

// An independent encoder (UTF-8 via encodeURIComponent) so the decoder is checked against something it did not write.
const base64Url = (text: string): string => {
  const bytes = encodeURIComponent(text)
    .replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .split('')
    .map((character) => character.charCodeAt(0))
  let out = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(index, index + 3)
    const triple = (a << 16) | (b << 8) | c
    const count = Math.min(3, bytes.length - index) + 1
    for (let sextet = 0; sextet < count; sextet += 1) out += ALPHABET[(triple >> (18 - 6 * sextet)) & 63]
  }
  return out
}

const jwt = (claims: unknown): string => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.sig`

describe('readTokenClaims', () => {
  it('decodes the payload without verifying', () => {
    expect(readTokenClaims(jwt({ sub: '7', role: 'Admin', exp: 1 }))).toEqual({ sub: '7', role: 'Admin', exp: 1 })
  })

  it('decodes UTF-8 and URL-safe characters', () => {
    expect(readTokenClaims(jwt({ name: 'Zoë ~?>' }))).toEqual({ name: 'Zoë ~?>' })
  })

  it('accepts padded payloads', () => {
    expect(readTokenClaims(`x.${base64Url('{"a":1}')}==.y`)).toEqual({ a: 1 })
  })

  it.each([
    ['two parts', 'a.b'],
    ['an empty payload', 'a..c'],
    ['non-base64 characters', 'a.b*c.d'],
    ['invalid UTF-8', 'a._w.c'],
    ['non-JSON', `a.${base64Url('not json')}.c`],
    ['a JSON array', `a.${base64Url('[1]')}.c`],
    ['JSON null', `a.${base64Url('null')}.c`],
  ])('is null for %s', (_, token) => {
    expect(readTokenClaims(token)).toBeNull()
  })
})

describe('readTokenExpiry', () => {
  it('reads exp in seconds', () => {
    expect(readTokenExpiry(jwt({ exp: 1_700_000_000 }))).toEqual(new Date(1_700_000_000_000))
  })

  it('is null without a numeric exp', () => {
    expect(readTokenExpiry(jwt({ exp: '1700000000' }))).toBeNull()
    expect(readTokenExpiry(jwt({}))).toBeNull()
    expect(readTokenExpiry('garbage')).toBeNull()
  })

  it('reads back any exp', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (exp) => {
        expect(readTokenExpiry(jwt({ exp, sub: 'user' }))?.getTime()).toBe(exp * 1000)
      }),
    )
  })
})

describe('shouldRefresh', () => {
  const token = jwt({ exp: 1_000 })
  it('refreshes once within the skew of expiry', () => {
    expect(shouldRefresh(token, new Date(1_000_000 - 60_000), 30_000)).toBe(false)
    expect(shouldRefresh(token, new Date(1_000_000 - 30_001), 30_000)).toBe(false)
    expect(shouldRefresh(token, new Date(1_000_000 - 30_000), 30_000)).toBe(true)
    expect(shouldRefresh(token, new Date(2_000_000), 0)).toBe(true)
  })

  it('uses a 30 second default skew', () => {
    expect(TOKEN_REFRESH_SKEW_MS).toBe(30_000)
    expect(shouldRefresh(token, new Date(1_000_000 - 30_000))).toBe(true)
    expect(shouldRefresh(token, new Date(1_000_000 - 30_001))).toBe(false)
  })

  it('refreshes an unreadable token', () => {
    expect(shouldRefresh('not-a-jwt', new Date(0))).toBe(true)
  })
})
