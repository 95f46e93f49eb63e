import { type Database, endedSessions, type SessionClaim, sessionKey } from '@vigil/db'
import { vehicles } from '@vigil/db/schema'
import { vehicleScope } from '@vigil/db/scope'
import { permissionScope } from '@vigil/domain'
import type { HubPrincipal, MayWatch } from '@vigil/hub'
import { type AuthenticatedUser, type SessionCheck, verifyAccessToken } from '@vigil/server-kit'
import { and, eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'

/** The hub accepts the API's own access tokens; the connection closes (to re-negotiate) when the token expires. */
export function hubAuthenticate(secret: string, clock: () => Date, sessionLive: SessionCheck, sessions?: HubSessions) {
  return async (token: string): Promise<HubPrincipal | null> => {
    const now = clock()
    const check = await verifyAccessToken(secret, token, now)
    if (!('user' in check) || !(await sessionLive(check.user, now))) return null
    const { exp } = decodeJwt(token)
    sessions?.opened(check.user, exp ? exp * 1000 : undefined)
    return { userId: check.user.id, role: check.user.role, ...(exp ? { expiresAt: exp * 1000 } : {}) }
  }
}

/**
 * The sessions behind this node's hub connections, checked every few seconds against the database: a user deleted,
 * given another role or whose session was ended (password change) has their connections closed (issue #27). The
 * clients reconnect, and only the sessions that still stand are let back in.
 */
export class HubSessions {
  readonly #open = new Map<string, { claim: SessionClaim; expiresAt: number | undefined }>()
  readonly options: { db: () => Database; disconnectUser: (userId: number) => void; clock: () => Date }
  constructor(options: HubSessions['options']) {
    this.options = options
  }

  opened(user: AuthenticatedUser, expiresAt: number | undefined): void {
    const claim = { userId: user.id, role: user.role, sessionId: user.sessionId }
    this.#open.set(sessionKey(claim), { claim, expiresAt })
  }

  /** Closes the connections of every ended session; answers how many sessions ended. */
  async sweep(): Promise<number> {
    const now = this.options.clock().getTime()
    for (const [key, session] of this.#open) {
      // The hub itself closes a connection whose token expired; its client comes back with a new one.
      if (session.expiresAt !== undefined && session.expiresAt <= now) this.#open.delete(key)
    }
    if (this.#open.size === 0) return 0
    const ended = await endedSessions(
      this.options.db(),
      [...this.#open.values()].map((session) => session.claim),
    )
    for (const key of ended) {
      const session = this.#open.get(key)
      this.#open.delete(key)
      if (session) this.options.disconnectUser(session.claim.userId)
    }
    return ended.size
  }
}

/**
 * Who receives a vehicle's pushes: agents every vehicle, a Company-Admin its companies' vehicles, an account holder
 * its own; the same scoping as reading vehicles over HTTP.
 */
export function vehicleWatchers(db: () => Database): MayWatch {
  return async (principal, vehicleId) => {
    const scope = permissionScope(principal.role, 'vehicles.read') ?? permissionScope(principal.role, 'my.vehicles')
    if (scope === 'any') return true
    if (scope !== 'company' && scope !== 'own') return false
    const where = vehicleScope({ user: { id: principal.userId, role: principal.role }, scope })
    const [row] = await db()
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), where))
    return row !== undefined
  }
}
