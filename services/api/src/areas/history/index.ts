import { Readable } from 'node:stream'
import { isReplayDay, replayDayWindow, requestMessages } from '@vigil/domain'
import { problemResponses, validationProblem } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import type { AreaPlugin } from '../contract.ts'
import { VehicleIdParams } from '../vehicle-commands/schemas.ts'
import { vehicleInScope } from '../vehicle-commands/store.ts'
import { csvHeader, csvLines } from './csv.ts'
import { VehicleHistoryListSchema, VehicleRouteQuery, VehicleRouteSchema } from './schemas.ts'
import { allHistory, historyOf, historyResource, listHistory, vehicleRoute } from './store.ts'

/** A vehicle's history (lock changes, tamper alerts, callouts), as a page and as a CSV download, and a day's route. */
export const historyArea: AreaPlugin = async (app) => {
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
          200: ref(VehicleHistoryListSchema),
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

  app.get(
    '/Vehicles/:vehicleId/Route',
    {
      config: { access: 'vehicles.history' },
      schema: {
        operationId: 'getVehicleRoute',
        tags,
        summary: "One South African day of the vehicle's GPS reports and SOS presses, by device time (trip replay).",
        params: VehicleIdParams,
        querystring: VehicleRouteQuery,
        response: {
          200: ref(VehicleRouteSchema),
          ...problemResponses,
          404: Type.Ref('ProblemDetails'),
        },
      },
    },
    async (request) => {
      const { day } = request.query
      if (!isReplayDay(day)) throw validationProblem({ day: requestMessages.replayDayInvalid })
      const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
      const { from, to } = replayDayWindow(day)
      return { day, ...(await vehicleRoute(app.db, vehicle.id, from, to)) }
    },
  )
}
