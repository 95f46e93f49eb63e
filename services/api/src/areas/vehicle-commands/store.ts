import type { Database } from '@vigil/db'
import { devices, incidents, vehicleHistory, vehicles } from '@vigil/db/schema'
import { vehicleScope } from '@vigil/db/scope'
import { notFoundMessages, type TrackerProtocol } from '@vigil/domain'
import { notFound } from '@vigil/server-kit'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'

export interface ScopedVehicle {
  id: number
  deviceId: number | null
  serialNumber: string | null
  protocol: TrackerProtocol | null
  gpsLatitudeDegrees: number | null
  gpsLongitudeDegrees: number | null
  gpsSpeedKph: number | null
}

/** The vehicle when the caller may act on it; 404 otherwise (so ids of other people's vehicles reveal nothing). */
export async function vehicleInScope(
  db: Database,
  caller: Pick<FastifyRequest, 'user' | 'scope'>,
  vehicleId: number,
): Promise<ScopedVehicle> {
  const [vehicle] = await db
    .select({
      id: vehicles.id,
      deviceId: devices.id,
      serialNumber: devices.serialNumber,
      protocol: devices.protocol,
      gpsLatitudeDegrees: vehicles.gpsLatitudeDegrees,
      gpsLongitudeDegrees: vehicles.gpsLongitudeDegrees,
      gpsSpeedKph: vehicles.gpsSpeedKph,
    })
    .from(vehicles)
    .leftJoin(devices, eq(devices.vehicleId, vehicles.id))
    .where(and(eq(vehicles.id, vehicleId), vehicleScope(caller)))
    .orderBy(sql`${devices.active} desc nulls last`, devices.id)
    .limit(1)
  if (!vehicle) throw notFound(notFoundMessages.vehicle)
  return vehicle
}

export type IncidentProvider = 'Aura' | 'CapitalAir'

/** Records a dispatched alert and its history entry (AuraCallout or CapitalAirIncident). */
export async function recordIncident(
  db: Database,
  vehicle: ScopedVehicle,
  provider: IncidentProvider,
  userId: number,
  externalReference: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(incidents).values({
      vehicleId: vehicle.id,
      provider,
      status: 'Requested',
      externalReference,
      createdByUserId: userId,
      createdOn: now,
      updatedOn: now,
    })
    await tx.insert(vehicleHistory).values({
      vehicleId: vehicle.id,
      type: provider === 'Aura' ? 'AuraCallout' : 'CapitalAirIncident',
      dateTime: now,
      ...(provider === 'Aura' ? { auraCalloutStatus: 'Requested' } : { capitalAirIncidentStatus: 'Requested' }),
      createdByUserId: userId,
      lastKnownGpsLatitudeDegrees: vehicle.gpsLatitudeDegrees,
      lastKnownGpsLongitudeDegrees: vehicle.gpsLongitudeDegrees,
    })
  })
}
