import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { refreshTokens, roles, users } from './schema/index.ts'

/** What an access token claims: its user, the role it was issued for and its session (refresh family), if any. */
export type SessionClaim = { userId: number; role: string; sessionId?: string | undefined }

export const sessionKey = (claim: SessionClaim): string => `${claim.userId}:${claim.role}:${claim.sessionId ?? ''}`

/**
 * The claims among `claims` whose session has ended: the user was deleted or given another role, or the session's
 * refresh family was revoked (a password change or reset, a reused refresh token). Two indexed reads for any number.
 */
export async function endedSessions(db: Database, claims: readonly SessionClaim[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set()
  const userIds = [...new Set(claims.map((claim) => claim.userId))]
  const sessionIds = [...new Set(claims.flatMap((claim) => (claim.sessionId ? [claim.sessionId] : [])))]
  const current = await db
    .select({ id: users.id, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, userIds))
  const families =
    sessionIds.length === 0
      ? []
      : await db
          .select({
            familyId: refreshTokens.familyId,
            userId: refreshTokens.userId,
            revoked: sql<boolean>`bool_or(${refreshTokens.revokedOn} is not null)`,
          })
          .from(refreshTokens)
          .where(inArray(refreshTokens.familyId, sessionIds))
          .groupBy(refreshTokens.familyId, refreshTokens.userId)
  const roleOf = new Map(current.map((user) => [user.id, user.role]))
  const liveFamilies = new Set(
    families.filter((family) => !family.revoked).map((family) => `${family.userId}:${family.familyId}`),
  )
  const ended = new Set<string>()
  for (const claim of claims) {
    const live =
      roleOf.get(claim.userId) === claim.role &&
      (!claim.sessionId || liveFamilies.has(`${claim.userId}:${claim.sessionId}`))
    if (!live) ended.add(sessionKey(claim))
  }
  return ended
}

/** Whether one access token's session still stands (see `endedSessions`). */
export const sessionStands = async (db: Database, claim: SessionClaim): Promise<boolean> =>
  (await endedSessions(db, [claim])).size === 0
