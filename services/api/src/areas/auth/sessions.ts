import { randomUUID } from 'node:crypto'
import { refreshTokens } from '@vigil/db/schema'
import { authMessages, Refusal } from '@vigil/domain'
import { issueAccessToken, readSignedAccessToken } from '@vigil/server-kit'
import { hashToken, newOpaqueToken } from '@vigil/server-kit/passwords'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { ApiServices } from '../../services.ts'
import { findUserById } from './users.ts'

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export type SessionTokens = { accessToken: string; refreshToken: string; userId: number; userRole: string }

async function issueRefreshToken(app: ApiServices, userId: number, familyId: string, now: Date): Promise<string> {
  const token = newOpaqueToken()
  await app.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    issuedOn: now,
    expiresOn: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
  })
  return token
}

/** A new sign-in: a fresh refresh-token family. */
export async function startSession(app: ApiServices, user: { id: number; role: string }): Promise<SessionTokens> {
  const now = app.clock()
  const familyId = randomUUID()
  return {
    accessToken: await issueAccessToken(app.config.jwtSecret, { ...user, sessionId: familyId }, now),
    refreshToken: await issueRefreshToken(app, user.id, familyId, now),
    userId: user.id,
    userRole: user.role,
  }
}

/**
 * Spends a refresh token and issues the next one in its family. Presenting a token that was already spent means
 * it leaked: the whole family is revoked, so neither the thief nor the owner can continue without signing in.
 */
export async function rotateSession(
  app: ApiServices,
  accessToken: string,
  refreshToken: string,
): Promise<SessionTokens> {
  const now = app.clock()
  const refused = new Refusal('not-signed-in', authMessages.invalidRefreshToken)
  const [stored] = await app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
  if (!stored || stored.revokedOn) throw refused
  if (stored.spentOn) {
    await revokeFamily(app, stored.familyId, now)
    throw refused
  }
  if (stored.expiresOn <= now) throw refused
  const claimed = await readSignedAccessToken(app.config.jwtSecret, accessToken)
  if (!claimed || claimed.id !== stored.userId) throw refused
  const spent = await app.db
    .update(refreshTokens)
    .set({ spentOn: now })
    .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.spentOn)))
    .returning({ id: refreshTokens.id })
  // Lost a race with another use of the same token: that is reuse too.
  if (spent.length === 0) {
    await revokeFamily(app, stored.familyId, now)
    throw refused
  }
  const current = await findUserById(app.db, stored.userId)
  if (!current) throw refused
  const user = { id: current.user.id, role: current.roleName }
  return {
    accessToken: await issueAccessToken(app.config.jwtSecret, { ...user, sessionId: stored.familyId }, now),
    refreshToken: await issueRefreshToken(app, user.id, stored.familyId, now),
    userId: user.id,
    userRole: user.role,
  }
}

async function revokeFamily(app: ApiServices, familyId: string, now: Date): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedOn)))
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(app: ApiServices, userId: number): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedOn: app.clock() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedOn)))
}

/** Ends every session of a user but the caller's own (after a password change). */
export async function revokeOtherSessions(app: ApiServices, userId: number, keptFamilyId?: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedOn: app.clock() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedOn),
        keptFamilyId ? ne(refreshTokens.familyId, keptFamilyId) : undefined,
      ),
    )
}
