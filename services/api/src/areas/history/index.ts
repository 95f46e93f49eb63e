import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { problemResponses } from '../../http/problem.ts'
import { listOf, odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import { VehicleIdParams } from '../vehicle-commands/schemas.ts'
import { vehicleInScope } from '../vehicle-commands/store.ts'
import { csvHeader, csvLines } from './csv.ts'
import { allHistory, historyOf, historyResource, listHistory } from './store.ts'

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const HistoryEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Union(['AuraCallout', 'LockState', 'TamperAlert', 'CapitalAirIncident'].map((t) => Type.Literal(t))),
    dateTime: Type.String({ format: 'date-time' }),
    isLocked: nullable(Type.Boolean()),
    isLockedByUserFirstName: nullable(Type.String()),
    isLockedByUserLastName: nullable(Type.String()),
    isLockedChangedByAdminUser: nullable(Type.Boolean()),
    auraCalloutStatus: nullable(Type.String()),
    auraCalloutCreatedByUserFirstName: nullable(Type.String()),
    auraCalloutCreatedByUserLastName: nullable(Type.String()),
    capitalAirIncidentStatus: nullable(Type.String()),
    capitalAirIncidentCreatedByUserFirstName: nullable(Type.String()),
    capitalAirIncidentCreatedByUserLastName: nullable(Type.String()),
    tamperCancelled: nullable(Type.Boolean()),
    tamperCancelledByUserFirstName: nullable(Type.String()),
    tamperCancelledByUserLastName: nullable(Type.String()),
    tamperCarBatteryState: nullable(Type.Integer()),
    tamperGpsState: nullable(Type.Integer()),
    lastKnownGpsLatitudeDegrees: nullable(Type.Number()),
    lastKnownGpsLongitudeDegrees: nullable(Type.Number()),
  },
  { title: 'VehicleHistoryEntry' },
)

/** A vehicle's history (lock changes, tamper alerts, callouts), as a page and as a CSV download. */
export const historyArea: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Vehicles']

  app.get(
    '/Vehicles/:vehicleId/History',
    {
      config: { access: 'vehicles.history' },
      schema: {
        operationId: 'getVehicleHistory',
        tags,
        summary: 'History entries, newest first by default.',
        params: VehicleIdParams,
        querystring: Type.Object(odataQuerystring(historyResource)),
        response: {
          200: listOf(HistoryEntrySchema, 'VehicleHistoryList'),
          ...problemResponses,
          404: Type.Ref('ProblemDetails'),
        },
      },
    },
    async (request) => {
      const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
      const query = readListQueryOrProblem(historyResource, request.query)
      const { items, totalCount } = await listHistory(app.db, query, historyOf(vehicle.id))
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.get(
    '/Vehicles/:vehicleId/History/Csv',
    {
      config: { access: 'vehicles.history' },
      schema: {
        operationId: 'downloadVehicleHistory',
        tags,
        summary: 'The whole history as a CSV file, newest first.',
        params: VehicleIdParams,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV file' }),
          ...problemResponses,
          404: Type.Ref('ProblemDetails'),
        },
      },
    },
    async (request, reply) => {
      const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
      const db = app.db
      async function* lines() {
        yield csvHeader
        for await (const page of allHistory(db, vehicle.id)) yield csvLines(page)
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="Vehicle-${vehicle.id}-history.csv"`)
        .send(Readable.from(lines()))
    },
  )
}
