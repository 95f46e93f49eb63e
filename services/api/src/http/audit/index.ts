import { appendAuditEntry, type NewAuditEntry } from '@vigil/db'
import { PASSCODE_HEADER } from '@vigil/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createStormWatch } from './storms.ts'
import { AUDITED_ROUTES, type AuditContext, type AuditTarget, type RouteAudit } from './trail.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** What the route's audit read before its handler ran. */
    auditFound?: AuditTarget
    /** A command the handler sent a tracker on the caller's behalf when its answer does not say so (step 5's lock). */
    commandSent?: { commandId: string; state: string }
  }
}

/** `PUT /Vehicles/:vehicleId/Lock` for a request to `/api/Vehicles/12/Lock`. */
const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url?.replace(/^\/api/, '')}`

const parseAnswer = (payload: unknown): Record<string, unknown> | null => {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null
  try {
    return JSON.parse(payload) as Record<string, unknown>
  } catch {
    return null
  }
}

const actorOf = (request: FastifyRequest, context: AuditContext, action: NewAuditEntry['action']) => {
  if (request.user) return { actorKind: 'user' as const, actorUserId: request.user.id, actorRole: request.user.role }
  // A sign-in acts as the user it signed in.
  if (action === 'account.signIn' && context.answer)
    return {
      actorKind: 'user' as const,
      actorUserId: Number(context.answer.userId) || null,
      actorRole: typeof context.answer.userRole === 'string' ? context.answer.userRole : null,
    }
  if (request.routeOptions.config.access === 'installations.checklist') return { actorKind: 'passcode' as const }
  return { actorKind: 'anonymous' as const }
}

/**
 * The audit trail's hooks on the API's routes (one place for every area): a route of `AUDITED_ROUTES` reads what it
 * needs before its handler, and its entry is appended in one insert before the answer leaves, with any storm the
 * failure made. A failed insert is logged and never turns a done action into an error.
 */
export function registerAuditTrail(api: FastifyInstance) {
  const storms = createStormWatch(api)

  api.addHook('preHandler', async (request) => {
    const audit: RouteAudit | undefined = AUDITED_ROUTES[routeKey(request)]
    if (audit?.find) request.auditFound = await audit.find(api.db, request)
  })

  api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    try {
      const entries = await entriesFor(request, reply.statusCode, payload)
      await appendAuditEntry(api.db, ...entries)
    } catch (error) {
      request.log.error({ err: error }, 'audit entry not recorded')
    }
    return payload
  })

  async function entriesFor(request: FastifyRequest, status: number, payload: unknown): Promise<NewAuditEntry[]> {
    const on = api.clock()
    const isChecklist = request.routeOptions.config.access === 'installations.checklist'
    const passcodeGiven = Boolean(request.headers[PASSCODE_HEADER.toLowerCase()])
    if (isChecklist && status === 401 && passcodeGiven) {
      const wrong: NewAuditEntry = {
        on,
        action: 'checklist.passcodeWrong',
        actorKind: 'anonymous',
        address: request.ip,
      }
      return [wrong, ...(await storms.wrongPasscode(on))]
    }
    const audit = AUDITED_ROUTES[routeKey(request)]
    if (!audit) return []
    const context: AuditContext = { request, status, answer: parseAnswer(payload), found: request.auditFound ?? {} }
    const succeeded = status >= 200 && status < 300
    const action = succeeded
      ? typeof audit.action === 'function'
        ? audit.action(context)
        : audit.action
      : (audit.refused?.(context) ?? null)
    if (!action) return []
    const entry: NewAuditEntry = {
      on,
      action,
      ...actorOf(request, context, action),
      ...context.found,
      ...(audit.settled ? await audit.settled(api.db, context) : {}),
      ...audit.target?.(context),
      address: request.ip,
    }
    if (action !== 'account.signInFailed') return [entry]
    return [entry, ...(await storms.wrongPassword(entry.subject ?? '', entry.userId ?? null, on))]
  }
}
