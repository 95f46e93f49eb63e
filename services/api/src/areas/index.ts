import { alarmsArea } from './alarm-desk/index.ts'
import { auditArea } from './audit/index.ts'
import { authArea } from './auth/index.ts'
import { bookingsArea } from './bookings/index.ts'
import { companiesArea } from './companies/index.ts'
import type { AreaPlugin } from './contract.ts'
import { deviceStockArea } from './device-stock/index.ts'
import { fleetMapArea } from './fleet-map/index.ts'
import { geofencesArea } from './geofences/index.ts'
import { historyArea } from './history/index.ts'
import { checklistPasscodeArea, installationsArea } from './installations/index.ts'
import { myArea } from './my/index.ts'
import { notificationSettingsArea } from './notification-settings/index.ts'
import { paymentsArea } from './payments/index.ts'
import { referenceArea } from './reference/index.ts'
import { answeringRefusals } from './refusals.ts'
import { subscriptionsArea } from './subscriptions/index.ts'
import { theftRulesArea } from './theft-rules/index.ts'
import { usersArea } from './users/index.ts'
import { commandStateRoutes } from './vehicle-commands/command-state.ts'
import { vehicleCommandsArea } from './vehicle-commands/index.ts'
import { vehiclesArea } from './vehicles/index.ts'

/**
 * The product's areas, each a Fastify plugin registered under /api. Every route declares
 * `config: { access: <action of the domain's role x action table> | 'public' }`; a route without one is refused. Each
 * answers the domain's refusals its services throw as problems (`refusals.ts`).
 */
export const areas: AreaPlugin[] = [
  authArea,
  myArea,
  notificationSettingsArea,
  usersArea,
  referenceArea,
  vehiclesArea,
  fleetMapArea,
  deviceStockArea,
  bookingsArea,
  subscriptionsArea,
  paymentsArea,
  companiesArea,
  vehicleCommandsArea,
  commandStateRoutes,
  historyArea,
  installationsArea,
  checklistPasscodeArea,
  alarmsArea,
  auditArea,
  geofencesArea,
  theftRulesArea,
].map(answeringRefusals)
