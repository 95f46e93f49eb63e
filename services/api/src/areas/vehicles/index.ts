import { vehicleListScope } from '@vigil/db/scope'
import { newVehicleStruct, notFoundMessages, vehicleMessages } from '@vigil/domain'
import { notFound, problemResponses, signedInUser, validationProblem } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { odataQuerystring, readListQueryOrProblem } from '../../odata/index.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { CreatedAnswer } from '../users/schemas.ts'
import { findUser } from '../users/store.ts'
import { DeviceListSchema, NewVehicleBody, VehicleListSchema } from './schemas.ts'
import { deviceResource, findVehicleType, insertVehicle, listDevices, listVehicles, vehicleResource } from './store.ts'

/** Vehicles (list and add) and the device list used to link a device. */
export const vehiclesArea: AreaPlugin = async (app) => {
  app.get(
    '/Vehicles',
    {
      config: { access: 'vehicles.read' },
      schema: {
        operationId: 'getVehicles',
        tags: ['Vehicles'],
        summary:
          "Vehicles with owner, drivers, device, subscription and booking; a Company-Admin sees their companies' vehicles.",
        querystring: Type.Object(odataQuerystring(vehicleResource)),
        response: { 200: ref(VehicleListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(vehicleResource, request.query)
      const { items, totalCount } = await listVehicles(app.db, query, vehicleListScope(request))
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )

  app.post(
    '/Vehicles',
    {
      config: { access: 'vehicles.create', payload: bodyCheckedBy(NewVehicleBody, newVehicleStruct) },
      schema: {
        operationId: 'addVehicle',
        tags: ['Vehicles'],
        summary: "Adds a vehicle to an account holder; its onboarding status starts at 'Booking-Pending'.",
        body: ref(NewVehicleBody),
        response: { 200: ref(CreatedAnswer), 404: Type.Ref('ProblemDetails'), ...problemResponses },
      },
    },
    async (request) => {
      signedInUser(request)
      const body = request.body
      const owner = await findUser(app.db, body.userId)
      if (!owner?.roles.includes('Account-Holder')) throw notFound(notFoundMessages.accountHolder)
      const type = await findVehicleType(app.db, body.vehicleTypeId)
      if (!type) throw validationProblem({ vehicle: vehicleMessages.vehicleNotListed })
      return insertVehicle(app.db, {
        userId: owner.id,
        vehicleTypeId: type.id,
        registrationNumber: body.registrationNumber.trim(),
        make: type.make,
        model: type.variant,
        makeVariant: type.makeVariant,
        registrationYear: String(body.registrationYear).trim(),
        vehicleColour: body.colour.trim(),
        vinNumber: body.vinNumber?.trim() || null,
        engineNumber: body.engineNumber?.trim() || null,
        createdOn: app.clock(),
      })
    },
  )

  app.get(
    '/Devices',
    {
      config: { access: 'devices.read' },
      schema: {
        operationId: 'getDevices',
        tags: ['Devices'],
        summary: "Devices, e.g. free ones matching a serial: $filter=VehicleId eq 0 and contains(SerialNumber,'abc').",
        querystring: Type.Object(odataQuerystring(deviceResource)),
        response: { 200: ref(DeviceListSchema), ...problemResponses },
      },
    },
    async (request) => {
      const query = readListQueryOrProblem(deviceResource, request.query)
      const { items, totalCount } = await listDevices(app.db, query)
      return { items, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize }
    },
  )
}
