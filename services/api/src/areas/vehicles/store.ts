import type { Database } from '@vigil/db'
import {
  deviceEvents,
  devices,
  drivers,
  fitmentCenterAvailability,
  fitmentCenters,
  installationBookings,
  installations,
  regions,
  subscriptionPlans,
  subscriptions,
  users,
  vehicles,
  vehicleTypes,
} from '@vigil/db/schema'
import { openAlarmIdsSql } from '@vigil/devices'
import type { OnboardingStatus } from '@vigil/domain'
import { count, eq, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { defineODataResource, pagedList, pageLimit, pageOffset } from '../../odata/index.ts'

// A vehicle's current device, subscription and booking: the latest one (an active device first).
const currentDevice = sql`${devices.id} = (select ${devices.id} from ${devices} where ${devices.vehicleId} = ${vehicles.id} order by ${devices.active} desc, ${devices.id} desc limit 1)`
const currentSubscription = sql`${subscriptions.id} = (select max(${subscriptions.id}) from ${subscriptions} where ${subscriptions.vehicleId} = ${vehicles.id} and ${subscriptions.status} <> 'Cancelled')`
const currentBooking = sql`${installationBookings.id} = (select max(${installationBookings.id}) from ${installationBookings} where ${installationBookings.vehicleId} = ${vehicles.id} and ${installationBookings.active})`

/**
 * The onboarding status, derived from facts as the domain's `onboardingStatus` says: the current booking, the latest
 * completed installation and whether the vehicle's active tracker has reported. Computed, never stored, so a booking,
 * a completed installation or a first report moves the vehicle on at once.
 */
export const onboardingStatusSql = sql<OnboardingStatus>`(with facts as (
    select
      (select ${installationBookings.createdOn} from ${installationBookings}
        where ${installationBookings.vehicleId} = ${vehicles.id} and ${installationBookings.active}
        order by ${installationBookings.id} desc limit 1) as booked_on,
      (select max(${installations.dateCompleted}) from ${installations}
        where ${installations.vehicleId} = ${vehicles.id}) as completed_on,
      exists (select 1 from ${devices} where ${devices.vehicleId} = ${vehicles.id} and ${devices.active}
        and ${devices.lastSeenOn} is not null) as reporting
  )
  select case
    when booked_on is not null then case when completed_on >= booked_on then 'Installed' else 'Scheduled' end
    when completed_on is not null or reporting then 'Installed'
    else 'Booking-Pending'
  end from facts)`

/** One vehicle's onboarding status; undefined for an unknown vehicle. */
export async function onboardingStatusOf(db: Database, vehicleId: number): Promise<OnboardingStatus | undefined> {
  const [row] = await db.select({ status: onboardingStatusSql }).from(vehicles).where(eq(vehicles.id, vehicleId))
  return row?.status
}

const vehicleDrivers = sql<
  {
    id: number
    firstName: string
    lastName: string
    email: string
    phoneCode: number
    phoneNumber: string
    idNumber: string
    idNumberIsSouthAfrican: boolean
    vehicleId: number
  }[]
>`coalesce((select json_agg(json_build_object('id', ${drivers.id}, 'firstName', ${drivers.firstName},
  'lastName', ${drivers.lastName}, 'email', ${drivers.email}, 'phoneCode', ${drivers.phoneCode},
  'phoneNumber', ${drivers.phoneNumber}, 'idNumber', ${drivers.idNumber},
  'idNumberIsSouthAfrican', ${drivers.idNumberIsSouthAfrican}, 'vehicleId', ${drivers.vehicleId}) order by ${drivers.id})
  from ${drivers} where ${drivers.vehicleId} = ${vehicles.id}), '[]'::json)`

const bookedCentreAvailability = sql<
  { UtcDateStart: string; UtcDateEnd: string; UtcTimeStart: string; UtcTimeEnd: string; FitmentCenterId: number }[]
>`coalesce((select json_agg(json_build_object(
    'UtcDateStart', ${fitmentCenterAvailability.utcDateStart}, 'UtcDateEnd', ${fitmentCenterAvailability.utcDateEnd},
    'UtcTimeStart', ${fitmentCenterAvailability.utcTimeStart}, 'UtcTimeEnd', ${fitmentCenterAvailability.utcTimeEnd},
    'FitmentCenterId', ${fitmentCenterAvailability.fitmentCenterId}) order by ${fitmentCenterAvailability.utcDateStart})
  from ${fitmentCenterAvailability} where ${fitmentCenterAvailability.fitmentCenterId} = ${fitmentCenters.id}), '[]'::json)`

/**
 * When the platform received the vehicle's newest position (its stored event; one probe of the events' key). Null for
 * a position no stored event of the current tracker carries (seeded, or from a tracker since replaced).
 */
const gpsReceivedOn = sql<Date | null>`(select ${deviceEvents.receivedTime} from ${deviceEvents}
  where ${deviceEvents.deviceId} = ${devices.id} and ${deviceEvents.type} = 'gps'
    and ${deviceEvents.deviceTime} = ${vehicles.gpsDateTime})`.mapWith(deviceEvents.receivedTime)

export const vehicleResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: vehicles.id },
    userId: { type: 'integer', sql: vehicles.userId },
    userFirstName: { type: 'string', sql: users.firstName },
    userLastName: { type: 'string', sql: users.lastName },
    userEmail: { type: 'string', sql: users.email },
    registrationNumber: { type: 'string', sql: vehicles.registrationNumber },
    make: { type: 'string', sql: vehicles.make },
    model: { type: 'string', sql: vehicles.model },
    makeVariant: { type: 'string', sql: vehicles.makeVariant },
    nickname: { type: 'string', sql: vehicles.nickname },
    registrationYear: { type: 'string', sql: vehicles.registrationYear },
    vehicleColour: { type: 'string', sql: vehicles.vehicleColour },
    vinNumber: { type: 'string', sql: vehicles.vinNumber },
    engineNumber: { type: 'string', sql: vehicles.engineNumber },
    onBoardingStatus: { type: 'string', sql: onboardingStatusSql },
    createdOnDateTime: { type: 'datetime', sql: vehicles.createdOn },
    deviceId: { type: 'integer', sql: devices.id },
    deviceSerialNumber: { type: 'string', sql: devices.serialNumber },
    deviceActive: { type: 'boolean', sql: devices.active },
    gpsDateTime: { type: 'datetime', sql: vehicles.gpsDateTime },
    isLocked: { type: 'boolean', sql: vehicles.isLocked },
    // The tracker's own tamper state; the card's alert is it or an open alarm (`vehicleAlert`, issue #26).
    tamperActive: { type: 'boolean', sql: vehicles.tamperActive },
    subscriptionId: { type: 'integer', sql: subscriptions.id },
    subscriptionPlanId: { type: 'integer', sql: subscriptions.subscriptionPlanId },
    subscriptionDepositAmountPaid: { type: 'boolean', sql: subscriptions.depositAmountPaid },
    installationBookingId: { type: 'integer', sql: installationBookings.id },
    installationBookingUtcDateTime: { type: 'datetime', sql: installationBookings.installationUtcDateTime },
    fitmentCenterId: { type: 'integer', sql: fitmentCenters.id },
    fitmentCenterName: { type: 'string', sql: fitmentCenters.name },
    regionId: { type: 'integer', sql: regions.id },
    regionName: { type: 'string', sql: regions.name },
  },
  tiebreaker: vehicles.id,
  defaultOrderBy: 'createdOnDateTime desc',
})

const vehicleSelection = {
  id: vehicles.id,
  userId: vehicles.userId,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
  registrationNumber: vehicles.registrationNumber,
  make: vehicles.make,
  model: vehicles.model,
  makeVariant: vehicles.makeVariant,
  nickname: vehicles.nickname,
  registrationYear: vehicles.registrationYear,
  vehicleColour: vehicles.vehicleColour,
  vinNumber: vehicles.vinNumber,
  engineNumber: vehicles.engineNumber,
  subscriptionId: subscriptions.id,
  subscriptionPlanId: subscriptions.subscriptionPlanId,
  subscriptionPlanDisplayName: subscriptionPlans.displayName,
  subscriptionPlanDescription: subscriptionPlans.description,
  subscriptionDepositAmountPaid: subscriptions.depositAmountPaid,
  drivers: vehicleDrivers,
  createdOnDateTime: vehicles.createdOn,
  deviceId: devices.id,
  deviceSerialNumber: devices.serialNumber,
  deviceActive: devices.active,
  applicationVersion: devices.applicationVersion,
  autoLockEnabledState: devices.autoLockEnabledState,
  gpsDateTime: vehicles.gpsDateTime,
  gpsReceivedDateTime: gpsReceivedOn,
  deviceLastSeenDateTime: devices.lastSeenOn,
  gpsLatitudeDegrees: vehicles.gpsLatitudeDegrees,
  gpsLongitudeDegrees: vehicles.gpsLongitudeDegrees,
  isLocked: vehicles.isLocked,
  tamperActive: vehicles.tamperActive,
  openAlarmIds: openAlarmIdsSql(vehicles.id),
  carBatteryMillivolts: vehicles.carBatteryMillivolts,
  deviceBatteryMillivolts: vehicles.deviceBatteryMillivolts,
  onBoardingStatus: onboardingStatusSql,
  installationBookingId: installationBookings.id,
  installationBookingUtcDateTime: installationBookings.installationUtcDateTime,
  regionId: regions.id,
  regionName: regions.name,
  fitmentCenterId: fitmentCenters.id,
  fitmentCenterArea: fitmentCenters.area,
  fitmentCenterName: fitmentCenters.name,
  installationAvailability: bookedCentreAvailability,
}

/** Joins each vehicle's owner, current device, subscription and booking. */
function withVehicleContext<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, vehicles.userId))
    .leftJoin(devices, currentDevice)
    .leftJoin(subscriptions, currentSubscription)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.subscriptionPlanId))
    .leftJoin(installationBookings, currentBooking)
    .leftJoin(fitmentCenters, eq(fitmentCenters.id, installationBookings.fitmentCenterId))
    .leftJoin(regions, eq(regions.id, fitmentCenters.regionId))
}

/** A page of vehicles; pass the caller's `vehicleListScope` as a condition. */
export const listVehicles = pagedList('vehicles', (db: Database, where, orderBy) => ({
  list: withVehicleContext(db.select(vehicleSelection).from(vehicles).$dynamic())
    .where(where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: withVehicleContext(db.select({ total: count() }).from(vehicles).$dynamic()).where(where),
}))

export async function findVehicleType(db: Database, id: number) {
  const [type] = await db.select().from(vehicleTypes).where(eq(vehicleTypes.id, id))
  return type
}

export async function insertVehicle(db: Database, vehicle: typeof vehicles.$inferInsert) {
  const [created] = await db.insert(vehicles).values(vehicle).returning({ id: vehicles.id })
  return created!
}

/** `VehicleId` is 0 for a device that is not linked to a vehicle (the spec's convention). */
export const deviceResource = defineODataResource({
  fields: {
    id: { type: 'integer', sql: devices.id },
    SerialNumber: { type: 'string', sql: devices.serialNumber },
    active: { type: 'boolean', sql: devices.active },
    VehicleId: { type: 'integer', sql: sql`coalesce(${devices.vehicleId}, 0)` },
    testStation: { type: 'string', sql: devices.testStation },
  },
  tiebreaker: devices.id,
  defaultOrderBy: 'SerialNumber asc',
})

export const listDevices = pagedList('devices', (db: Database, where, orderBy) => ({
  list: db
    .select({
      id: devices.id,
      serialNumber: devices.serialNumber,
      active: devices.active,
      VehicleId: sql<number>`coalesce(${devices.vehicleId}, 0)`,
      testStation: devices.testStation,
    })
    .from(devices)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageLimit)
    .offset(pageOffset),
  count: db.select({ total: count() }).from(devices).where(where),
}))
