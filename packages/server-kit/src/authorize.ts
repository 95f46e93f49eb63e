import { type PermissionAction, type PermissionScope, permissionScope, requestMessages } from '@vigil/domain'
import type { FastifyRequest } from 'fastify'
import { forbidden, unauthorized } from './problem.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action of the role x action table this route performs; routes without one are refused. */
    access?: PermissionAction | 'public'
  }
  interface FastifyRequest {
    /** How far the caller may act on this route ('any', 'company', 'own', 'public', 'passcode'). */
    scope: PermissionScope | null
  }
}

/**
 * preValidation hook of every area route (before the body is checked): looks the route's action up in the domain's one role x action table.
 * Anonymous callers get 401 (so the client refreshes or signs in); signed-in callers without the right get 403.
 */
export async function authorizeRequest(request: FastifyRequest): Promise<void> {
  const action = request.routeOptions.config.access
  if (!action) throw forbidden(requestMessages.noAccessRule)
  if (action === 'public') {
    request.scope = 'public'
    return
  }
  const scope = permissionScope(request.user?.role ?? null, action)
  if (scope === null) {
    if (!request.user) throw unauthorized(request.authFailure ?? undefined)
    throw forbidden()
  }
  request.scope = scope
}

/** The signed-in caller of a route whose action needs one; a Problem 401 otherwise. */
export function signedInUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized(request.authFailure ?? undefined)
  return request.user
}
