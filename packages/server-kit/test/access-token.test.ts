import { describe, expect, it } from 'vitest'
import { cachedAccessTokenVerifier, issueAccessToken } from '../src/authenticate.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const issuedAt = new Date('2026-03-02T08:00:00Z')
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000)

describe('the remembered access-token check', () => {
  it('accepts a token again without re-checking, until the second it expires', async () => {
    const verify = cachedAccessTokenVerifier(secret)
    const token = await issueAccessToken(secret, { id: 7, role: 'Admin' }, issuedAt)
    expect(await verify(token, later(1))).toEqual({ user: { id: 7, role: 'Admin' } })
    expect(await verify(token, later(899))).toEqual({ user: { id: 7, role: 'Admin' } })
    expect(await verify(token, later(900))).toEqual({ failure: 'The access token has expired.' })
    expect(await verify(token, later(901))).toEqual({ failure: 'The access token has expired.' })
  })

  it('never remembers a refused token, and a token signed with another secret stays refused', async () => {
    const verify = cachedAccessTokenVerifier(secret)
    const forged = await issueAccessToken(
      'another-secret-of-thirty-two-characters!',
      { id: 1, role: 'Admin' },
      issuedAt,
    )
    expect(await verify(forged, later(1))).toEqual({ failure: 'The access token is not valid.' })
    expect(await verify(forged, later(2))).toEqual({ failure: 'The access token is not valid.' })
    const token = await issueAccessToken(secret, { id: 7, role: 'Admin' }, issuedAt)
    const [header, , signature] = token.split('.')
    const otherClaims = Buffer.from(JSON.stringify({ role: 'Admin', sub: '1', iat: 0, exp: 9e9 })).toString('base64url')
    expect(await verify(`${header}.${otherClaims}.${signature}`, later(1))).toEqual({
      failure: 'The access token is not valid.',
    })
  })
})
