import type { Database } from '@vigil/db'
import { commands, devices, incidents, vehicleHistory, vehicles } from '@vigil/db/schema'
import { type Caller, vehicleScope } from '@vigil/db/scope'
import { outstanding } from '@vigil/devices'
import { notFoundMessages, Refusal, type TrackerProtocol } from '@vigil/domain'
import { and, eq, exists, inArray, sql } from 'drizzle-orm'

export interface ScopedVehicle {
  id: number
  deviceId: number | null
  /** Whether the linked tracker is active (null without one); an inactive one is sent no command. */
  deviceActive: boolean | null
  serialNumber: string | null
  protocol: TrackerProtocol | null
  gpsLatitudeDegrees: number | null
  gpsLongitudeDegrees: number | null
  gpsSpeedKph: number | null
}

/** The vehicle when the caller may act on it; 404 otherwise (so ids of other people's vehicles reveal nothing). */
export async function vehicleInScope(db: Database, caller: Caller, vehicleId: number): Promise<ScopedVehicle> {
  const [vehicle] = await db
    .select({
      id: vehicles.id,
      deviceId: devices.id,
      deviceActive: devices.active,
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
  if (!vehicle) throw new Refusal('not-found', notFoundMessages.vehicle)
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

/** A tracker's reported version and auto-lock state, when the caller may see its vehicle (none otherwise). */
export async function deviceStatusInScope(db: Database, caller: Caller, deviceId: number) {
  const [device] = await db
    .select({
      id: devices.id,
      vehicleId: devices.vehicleId,
      applicationVersion: devices.applicationVersion,
      autoLockEnabledState: devices.autoLockEnabledState,
      // A status request already on its way: asking again would queue another getver behind it, not answer sooner.
      statusRequested: exists(
        db
          .select({ one: sql`1` })
          .from(commands)
          .where(
            and(
              eq(commands.deviceId, devices.id),
              eq(commands.name, 'status'),
              inArray(commands.status, [...outstanding]),
            ),
          ),
      ),
    })
    .from(devices)
    .leftJoin(vehicles, eq(vehicles.id, devices.vehicleId))
    .where(and(eq(devices.id, deviceId), vehicleScope(caller)))
  return device
}
