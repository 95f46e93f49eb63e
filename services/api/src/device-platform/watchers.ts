import type { Database } from '@vigil/db'
import { vehicles } from '@vigil/db/schema'
import { vehicleScope } from '@vigil/db/scope'
import { permissionScope } from '@vigil/domain'
import type { HubPrincipal, MayWatch } from '@vigil/hub'
import { verifyAccessToken } from '@vigil/server-kit'
import { and, eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'

/** The hub accepts the API's own access tokens; the connection closes (to re-negotiate) when the token expires. */
export function hubAuthenticate(secret: string, clock: () => Date) {
  return async (token: string): Promise<HubPrincipal | null> => {
    const check = await verifyAccessToken(secret, token, clock())
    if (!('user' in check)) return null
    const { exp } = decodeJwt(token)
    return { userId: check.user.id, role: check.user.role, ...(exp ? { expiresAt: exp * 1000 } : {}) }
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
