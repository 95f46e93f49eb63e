import { requestMessages, validationMessages } from '@vigil/domain'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type FieldErrorMap, Problem, statusTitle } from './problem.ts'
import { domainErrors } from './validation.ts'

type AjvFailure = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }

/** Turns schema failures into field errors keyed like the body ('/vehicle/id' becomes 'vehicle.id'). */
function schemaFieldErrors(failures: readonly AjvFailure[]): FieldErrorMap {
  const errors: FieldErrorMap = {}
  for (const failure of failures) {
    const path = failure.instancePath.split('/').filter(Boolean)
    if (failure.keyword === 'required') path.push(String(failure.params.missingProperty))
    const key = path.join('.')
    const message =
      failure.keyword === 'required' ? validationMessages.required : (failure.message ?? requestMessages.notValid)
    errors[key] ??= [message]
  }
  return errors
}

function sendProblem(reply: FastifyReply, status: number, detail?: string, errors?: FieldErrorMap, title?: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: title ?? statusTitle(status),
      status,
      ...(detail ? { detail } : {}),
      ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    })
}

function validationAnswer(request: FastifyRequest, error: FastifyError): FieldErrorMap {
  const schemaErrors = schemaFieldErrors((error.validation ?? []) as AjvFailure[])
  const struct = request.routeOptions.config?.payload
  if (!struct || error.validationContext !== 'body') return schemaErrors
  // The domain's messages win; schema failures it does not describe (a number sent as text, say) are kept.
  const fromDomain = domainErrors(struct, request.body) ?? {}
  const merged: FieldErrorMap = {}
  for (const [field, message] of Object.entries(fromDomain)) if (message) merged[field] = [message]
  for (const [field, messages] of Object.entries(schemaErrors)) merged[field] ??= messages
  return merged
}

export function registerProblemDetails(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) {
      reply.headers(error.headers)
      return sendProblem(reply, error.status, error.message, error.errors, error.title)
    }
    if (error.validation) {
      const errors = validationAnswer(request, error)
      return sendProblem(reply, 400, Object.values(errors)[0]?.[0], errors)
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return sendProblem(reply, status, requestMessages.failed)
    }
    return sendProblem(reply, status, error.message)
  })
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, requestMessages.noRoute(request.method, request.url.split('?')[0] ?? '')),
  )
}
