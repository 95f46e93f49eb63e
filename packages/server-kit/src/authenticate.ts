import { requestMessages } from '@vigil/domain'
import type { FastifyRequest } from 'fastify'
import { compactVerify, decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose'

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60

/** The signed-in caller, from the access token's `sub` and `role` claims; `sid` names its session (refresh family). */
export type AuthenticatedUser = { id: number; role: string; sessionId?: string | undefined }

/** Whether the session an access token belongs to still stands (its user exists, has that role, is signed in). */
export type SessionCheck = (user: AuthenticatedUser, now: Date) => Promise<boolean>

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null
    /** Why a presented bearer token was not accepted (expired, bad signature), for the 401 detail. */
    authFailure: string | null
  }
}

const key = (secret: string) => new TextEncoder().encode(secret)

export async function issueAccessToken(secret: string, user: AuthenticatedUser, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ role: user.role, ...(user.sessionId ? { sid: user.sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign(key(secret))
}

const toUser = (payload: { sub?: unknown; role?: unknown; sid?: unknown }): AuthenticatedUser | null => {
  const id = Number(payload.sub)
  if (!Number.isInteger(id) || id <= 0 || typeof payload.role !== 'string') return null
  return { id, role: payload.role, ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}) }
}

export type AccessTokenCheck = { user: AuthenticatedUser } | { failure: string }

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessTokenCheck> {
  try {
    // A token without an expiry would be good forever: `exp` is required.
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    })
    const user = toUser(payload)
    return user ? { user } : { failure: requestMessages.accessTokenInvalid }
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { failure: requestMessages.accessTokenExpired }
    return { failure: requestMessages.accessTokenInvalid }
  }
}

/** Reads the user of a correctly signed access token even when it has expired (refresh presents an old one). */
export async function readSignedAccessToken(secret: string, token: string): Promise<AuthenticatedUser | null> {
  try {
    const { payload } = await compactVerify(token, key(secret), { algorithms: ['HS256'] })
    return toUser(JSON.parse(new TextDecoder().decode(payload)))
  } catch {
    return null
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : null
}

/** Tokens a busy dashboard presents within a few minutes; the oldest is forgotten first. */
const verifiedTokensKept = 10_000

/**
 * `verifyAccessToken` that remembers the tokens it accepted until they expire: a client sends the same token with
 * every call for 15 minutes, and checking its signature again each time costs more than a simple list query.
 */
export function cachedAccessTokenVerifier(secret: string) {
  const accepted = new Map<string, { user: AuthenticatedUser; expiresAtSeconds: number }>()
  return async (token: string, now: Date): Promise<AccessTokenCheck> => {
    const known = accepted.get(token)
    if (known) {
      // The same rule as jose's: a token is expired from the second its `exp` names.
      if (known.expiresAtSeconds > Math.floor(now.getTime() / 1000)) return { user: known.user }
      accepted.delete(token)
    }
    const check = await verifyAccessToken(secret, token, now)
    if ('user' in check) {
      const { exp } = decodeJwt(token)
      if (typeof exp === 'number') accepted.set(token, { user: check.user, expiresAtSeconds: exp })
      if (accepted.size > verifiedTokensKept) accepted.delete(accepted.keys().next().value as string)
    }
    return check
  }
}

/**
 * onRequest hook: sets `request.user` from a valid bearer token whose session still stands (`sessionLive`, when
 * given: a token outlives neither its user nor a password change); authorization decides what an absent user may do.
 */
export function authenticateRequests(secret: string, clock: () => Date, sessionLive?: SessionCheck) {
  const verify = cachedAccessTokenVerifier(secret)
  return async function authenticate(request: FastifyRequest): Promise<void> {
    request.user = null
    request.authFailure = null
    const token = bearerToken(request)
    if (!token) return
    const now = clock()
    const check = await verify(token, now)
    if (!('user' in check)) request.authFailure = check.failure
    else if (sessionLive && !(await sessionLive(check.user, now))) request.authFailure = requestMessages.sessionEnded
    else request.user = check.user
  }
}
