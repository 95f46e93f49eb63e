import { problemResponses } from '@vigil/server-kit'
import { ref } from '../../http/named-schemas.ts'
import type { AreaPlugin } from '../contract.ts'
import { FleetMapSchema } from './schemas.ts'
import { fleetMap } from './store.ts'

/** The fleet map's one query: every vehicle the caller may see, with its position and the facts of its state. */
export const fleetMapArea: AreaPlugin = async (app) => {
  app.get(
    '/FleetMap',
    {
      config: { access: 'vehicles.read' },
      schema: {
        operationId: 'getFleetMap',
        tags: ['Vehicles'],
        summary:
          "Every vehicle the caller may see with its position, lock, tamper, open alarms and tracker contact, and the companies among them; a Company-Admin sees their companies' vehicles.",
        response: { 200: ref(FleetMapSchema), ...problemResponses },
      },
    },
    // The role's reach is the statement's condition: a Company-Admin's answer holds their companies' vehicles only.
    async (request) => fleetMap(app.db, request),
  )
}
