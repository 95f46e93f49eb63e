import { Readable } from 'node:stream'
import { problemResponses } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { compileFilter, odataQuerystring, parseFilter, readListQueryOrProblem } from '../../odata/index.ts'
import type { AreaPlugin } from '../contract.ts'
import { VehicleIdParams } from '../vehicle-commands/schemas.ts'
import { vehicleInScope } from '../vehicle-commands/store.ts'
import { auditCsvHeader, auditCsvLines } from './csv.ts'
import { AuditEntryListSchema } from './schemas.ts'
import { allAuditEntries, auditOfVehicle, auditResource, listAuditEntries } from './store.ts'

/**
 * The audit trail (issue #27), read-only: there is no route that writes, edits or deletes an entry (the trail's
 * hooks append them, see src/http/audit/). The whole trail is an Admin's; a vehicle's history shows the vehicle's own.
 */
export const auditArea: AreaPlugin = async (app) => {
  const tags = ['Audit']

  app.get(
    '/AuditEntries',
    {
      config: { access: 'audit.read' },
      schema: {
        operationId: 'getAuditEntries',
        tags,
        summary: 'Audit entries, newest first by default.',
        querystring: Type.Object(odataQuerystring(auditResource)),
        response: { 200: ref(AuditEntryListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(auditResource, request.query)
      const { items, totalCount } = await listAuditEntries(app.db, query)
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.get(
    '/AuditEntries/Csv',
    {
      config: { access: 'audit.read' },
      schema: {
        operationId: 'downloadAuditEntries',
        tags,
        summary: 'Every entry the $filter finds as a CSV file, newest first.',
        querystring: Type.Object({ $filter: odataQuerystring(auditResource).$filter }),
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'CSV file' }), ...problemResponses },
      },
    },
    async (request, reply) => {
      // Checked (a 400 naming the token) as the list checks it, then bound as values: each keyset page runs once.
      readListQueryOrProblem(auditResource, request.query)
      const filterText = request.query.$filter?.trim()
      const where = filterText ? compileFilter(parseFilter(filterText), auditResource) : undefined
      const db = app.db
      async function* lines() {
        yield auditCsvHeader
        for await (const page of allAuditEntries(db, where)) yield auditCsvLines(page)
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(Readable.from(lines()))
    },
  )

  app.get(
    '/Vehicles/:vehicleId/AuditEntries',
    {
      config: { access: 'vehicles.history' },
      schema: {
        operationId: 'getVehicleAuditEntries',
        tags: ['Vehicles'],
        summary: "The vehicle's audit entries, newest first; the client's address only for an Admin.",
        params: VehicleIdParams,
        querystring: Type.Object(odataQuerystring(auditResource)),
        response: { 200: ref(AuditEntryListSchema), ...problemResponses, 404: Type.Ref('ProblemDetails') },
      },
    },
    async (request) => {
      const vehicle = await vehicleInScope(app.db, request, Number(request.params.vehicleId))
      const query = readListQueryOrProblem(auditResource, request.query)
      const { items, totalCount } = await listAuditEntries(app.db, query, auditOfVehicle(vehicle.id))
      const isAdmin = request.user?.role === 'Admin'
      return {
        items: isAdmin ? items : items.map((item) => ({ ...item, address: null })),
        totalCount,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      }
    },
  )
}
