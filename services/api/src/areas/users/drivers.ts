import { contactDetailsStruct, newDriverStruct, notFoundMessages, Refusal } from '@vigil/domain'
import { problemResponses } from '@vigil/server-kit'
import { Type } from 'typebox'
import { ref } from '../../http/named-schemas.ts'
import { normaliseEmail, normalisePhoneNumber, storedPerson } from '../auth/users.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'
import { ContactDetailsBody, CreatedAnswer, DriverSchema, IdParams, NewDriverBody } from './schemas.ts'
import { findDriver, findVehicleOwner, insertDriver, updateDriverContactDetails } from './store.ts'

const tags = ['Drivers']

/** Drivers of a vehicle: added during onboarding, contact details edited from the account view. */
export const driverRoutes: AreaPlugin = async (app) => {
  app.post(
    '/Drivers',
    {
      config: { access: 'drivers.create', payload: bodyCheckedBy(NewDriverBody, newDriverStruct) },
      schema: {
        operationId: 'addDriver',
        tags,
        body: ref(NewDriverBody),
        response: { 200: ref(CreatedAnswer), 404: Type.Ref('ProblemDetails'), ...problemResponses },
      },
    },
    async (request) => {
      const body = request.body
      if (!(await findVehicleOwner(app.db, body.vehicleId))) throw new Refusal('not-found', notFoundMessages.vehicle)
      return insertDriver(app.db, {
        vehicleId: body.vehicleId,
        ...storedPerson(body),
        acceptedTermsAndConditionsAndPolicy: body.acceptedTermsAndConditionsAndPolicy,
        acceptedToAllowInformationToBeUsedToContact: body.acceptedToAllowInformationToBeUsedToContact,
        createdOn: app.clock(),
      })
    },
  )

  app.put(
    '/Drivers/:id',
    {
      config: { access: 'drivers.update', payload: bodyCheckedBy(ContactDetailsBody, contactDetailsStruct) },
      schema: {
        operationId: 'updateDriver',
        tags,
        summary: "Changes a driver's email address and cellphone number.",
        params: IdParams,
        body: ref(ContactDetailsBody),
        response: { 200: ref(DriverSchema), 404: Type.Ref('ProblemDetails'), ...problemResponses },
      },
    },
    async (request) => {
      const body = request.body
      const id = Number(request.params.id)
      if (!(await findDriver(app.db, id))) throw new Refusal('not-found', notFoundMessages.driver)
      const updated = await updateDriverContactDetails(app.db, id, {
        email: normaliseEmail(body.email),
        phoneCode: body.phoneCode,
        phoneNumber: normalisePhoneNumber(body.phoneNumber),
      })
      return updated!
    },
  )
}
