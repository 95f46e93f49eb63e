import type { AuthenticatedUser, SessionCheck } from './authenticate.ts'

/** How long a session's answer is reused: a deleted user or a changed password ends its sessions within this. */
export const SESSION_CHECK_TTL_MS = 2000
const sessionsRemembered = 10_000

const keyOf = (user: AuthenticatedUser) => `${user.id}:${user.role}:${user.sessionId ?? ''}`

/**
 * A SessionCheck that asks `stillLive` (the database) at most once per session every `ttlMs` of `now`, so that a
 * client's steady calls cost one read every two seconds, and every API node learns of an ended session by itself.
 */
export function cachedSessionCheck(
  stillLive: (user: AuthenticatedUser) => Promise<boolean>,
  ttlMs = SESSION_CHECK_TTL_MS,
): SessionCheck {
  const answers = new Map<string, { live: boolean; checkedAt: number }>()
  return async (user, now) => {
    const key = keyOf(user)
    const known = answers.get(key)
    const at = now.getTime()
    if (known && at - known.checkedAt < ttlMs && at >= known.checkedAt) return known.live
    const live = await stillLive(user)
    answers.delete(key)
    answers.set(key, { live, checkedAt: at })
    if (answers.size > sessionsRemembered) answers.delete(answers.keys().next().value as string)
    return live
  }
}
