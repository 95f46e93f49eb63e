import { abandonable } from '@vigil/db'
import type { FastifyInstance, RouteHandlerMethod } from 'fastify'

/** A read whose client went before its answer: 499 (client closed request), under 500 so not logged as a failure. */
class ClientGone extends Error {
  readonly statusCode = 499
  constructor() {
    super('The client closed the connection before the answer.')
  }
}

/**
 * GET handlers run `abandonable`: when the client closes the connection before the answer (the dashboard aborts the
 * search a newer keystroke superseded), their statements still waiting for the database are not run, so they do not
 * hold up the requests that are still wanted. Only reads, which leave nothing half done.
 */
export function registerAbandonedReads(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (!methods.every((method) => method === 'GET' || method === 'HEAD')) return
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function (request, reply) {
      const gone = new AbortController()
      const response = reply.raw
      const onClose = () => {
        if (!response.writableFinished) gone.abort()
      }
      response.once('close', onClose)
      try {
        return await abandonable(gone.signal, () => handler.call(this, request, reply))
      } catch (error) {
        // Nobody is left to read the answer: not a failure of the server's, so not logged as one.
        if (gone.signal.aborted) throw new ClientGone()
        throw error
      }
    }
  })
}
