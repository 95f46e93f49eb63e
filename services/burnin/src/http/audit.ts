import { appendAuditEntry, type Database } from '@vigil/db'
import type { AuditAction } from '@vigil/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The burn-in runs a person starts or stops, by route (issue #27); the API records everything else. */
const BURN_IN_ACTIONS: Readonly<Record<string, AuditAction>> = {
  '/TestRunner/AddUnit': 'burnin.addUnit',
  '/TestRunner/RemoveUnit': 'burnin.removeUnit',
  '/TestRunner/StartUnitTest': 'burnin.startUnit',
  '/TestRunner/StopUnitTest': 'burnin.stopUnit',
  '/TestRunner/StartAllTests': 'burnin.startAll',
  '/TestRunner/StopAllTests': 'burnin.stopAll',
  '/TestRunner/RetryFailedTests/:serial': 'burnin.retryFailed',
  '/TestRunner/RetryUnitTest/:serial': 'burnin.retryTest',
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** The unit a call names, in the query or the path, and the station or test it names. */
const unitOf = (request: FastifyRequest) => {
  const query = (request.query ?? {}) as Record<string, unknown>
  const params = (request.params ?? {}) as Record<string, unknown>
  const body = (request.body ?? {}) as Record<string, unknown>
  const stationId = text(query.stationId)
  const testType = text(body.testType)
  return {
    subject: text(query.unitSerialNumber) ?? text(params.serial),
    after: stationId || testType ? { ...(stationId ? { stationId } : {}), ...(testType ? { testType } : {}) } : null,
  }
}

/** Appends an audit entry for each burn-in call that succeeded, in one insert before the answer leaves. */
export function registerBurnInAudit(app: FastifyInstance, db: () => Database, clock: () => Date) {
  app.addHook('onSend', async (request, reply, payload) => {
    const action = BURN_IN_ACTIONS[request.routeOptions.url ?? '']
    if (!action || reply.statusCode >= 300 || !request.user) return payload
    try {
      await appendAuditEntry(db(), {
        on: clock(),
        action,
        actorKind: 'user',
        actorUserId: request.user.id,
        actorRole: request.user.role,
        ...unitOf(request),
        address: request.ip,
      })
    } catch (error) {
      request.log.error({ err: error }, 'audit entry not recorded')
    }
    return payload
  })
}
