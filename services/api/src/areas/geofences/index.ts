import { type GeofenceInput, geofenceErrors, geofenceMessages, hasFieldErrors, problemTitles } from '@vigil/domain'
import { notFound, Problem, problemResponses, signedInUser, validationProblem } from '@vigil/server-kit'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { targetErrors } from '../../theft-rules/targets.ts'
import type { AreaPlugin } from '../contract.ts'
import { CreatedAnswer } from '../users/schemas.ts'
import { GeofenceIdParams, GeofenceInputSchema, GeofenceListSchema, GeofenceSchema } from './schemas.ts'
import { deleteGeofence, geofenceInScope, insertGeofence, listGeofences, updateGeofence } from './store.ts'

const tags = ['Geofences']
const notFoundResponse = { 404: Type.Ref('ProblemDetails') }

/**
 * Geofences (issue #30): named circles and polygons for a vehicle, an account holder's vehicles or a company's.
 * Agents keep any, a Company-Admin their companies', an account holder their own; every field error at once.
 */
export const geofencesArea: AreaPlugin = async (app) => {
  /** Refuses a geofence with a bad field or a scope the caller may not use, before anything is written. */
  const checked = async (request: FastifyRequest, input: GeofenceInput) => {
    const errors = { ...geofenceErrors(input), ...(await targetErrors(app.db, request, input.scope, input.scopeId)) }
    if (hasFieldErrors(errors)) throw validationProblem(errors)
    return input
  }
  /** The geofence when the caller may see it; 404 otherwise (ids of others' geofences reveal nothing). */
  const visibleGeofence = async (request: FastifyRequest, id: number) => {
    const geofence = await geofenceInScope(app.db, request, id)
    if (!geofence) throw notFound(geofenceMessages.notFound)
    return geofence
  }

  app.get(
    '/Geofences',
    {
      config: { access: 'theftRules.read' },
      schema: {
        operationId: 'getGeofences',
        tags,
        summary: 'The geofences the caller may see, by name.',
        response: { 200: ref(GeofenceListSchema), ...problemResponses },
      },
    },
    async (request) => ({ items: await listGeofences(app.db, request) }),
  )

  app.post(
    '/Geofences',
    {
      config: { access: 'theftRules.write' },
      schema: {
        operationId: 'createGeofence',
        tags,
        summary: 'Creates a geofence: a circle or a polygon for a vehicle, an account holder or a company.',
        body: ref(GeofenceInputSchema),
        response: { 200: ref(GeofenceSchema), ...problemResponses },
      },
    },
    async (request) => {
      const input = await checked(request, request.body)
      return insertGeofence(app.db, input, signedInUser(request).id)
    },
  )

  app.put(
    '/Geofences/:geofenceId',
    {
      config: { access: 'theftRules.write' },
      schema: {
        operationId: 'updateGeofence',
        tags,
        summary: "Changes a geofence's name, shape or scope; the rules watching it start again from the new shape.",
        params: GeofenceIdParams,
        body: ref(GeofenceInputSchema),
        response: { 200: ref(GeofenceSchema), ...problemResponses, ...notFoundResponse },
      },
    },
    async (request) => {
      const existing = await visibleGeofence(request, Number(request.params.geofenceId))
      const input = await checked(request, request.body)
      const updated = await updateGeofence(app.db, existing.id, input, app.clock())
      if (!updated) throw notFound(geofenceMessages.notFound)
      return updated
    },
  )

  app.delete(
    '/Geofences/:geofenceId',
    {
      config: { access: 'theftRules.write' },
      schema: {
        operationId: 'deleteGeofence',
        tags,
        summary: 'Deletes a geofence no rule watches.',
        params: GeofenceIdParams,
        response: {
          200: ref(CreatedAnswer),
          ...problemResponses,
          ...notFoundResponse,
          409: Type.Ref('ProblemDetails'),
        },
      },
    },
    async (request) => {
      const existing = await visibleGeofence(request, Number(request.params.geofenceId))
      if (await deleteGeofence(app.db, existing.id)) throw new Problem(409, problemTitles[409], geofenceMessages.inUse)
      return { id: existing.id }
    },
  )
}
