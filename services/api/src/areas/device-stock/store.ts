import { randomBytes } from 'node:crypto'
import type { Database } from '@vigil/db'
import { devices } from '@vigil/db/schema'
import { hashDeviceSecret } from '@vigil/devices'
import type { NewTracker, RegisteredTracker } from '@vigil/domain'
import { inArray, or } from 'drizzle-orm'

/** The serial numbers and IMEIs among `trackers` that are registered already. */
export async function takenIdentities(db: Database, trackers: readonly NewTracker[]) {
  const serials = trackers.map((tracker) => tracker.serialNumber)
  const imeis = trackers.map((tracker) => tracker.imei)
  const taken = { serialNumbers: new Set<string>(), imeis: new Set<string>() }
  // One query per 500 trackers keeps each statement's parameter list modest.
  for (let start = 0; start < trackers.length; start += 500) {
    const rows = await db
      .select({ serialNumber: devices.serialNumber, imei: devices.imei })
      .from(devices)
      .where(
        or(
          inArray(devices.serialNumber, serials.slice(start, start + 500)),
          inArray(devices.imei, imeis.slice(start, start + 500)),
        ),
      )
    for (const row of rows) {
      taken.serialNumbers.add(row.serialNumber)
      if (row.imei) taken.imeis.add(row.imei)
    }
  }
  return taken
}

/** Registers every tracker in one transaction: all of them, or (on any failure) none. MQTT secrets are answered once. */
export async function registerTrackers(db: Database, trackers: readonly NewTracker[]): Promise<RegisteredTracker[]> {
  const prepared = await Promise.all(
    trackers.map(async (tracker) => {
      const secret = tracker.protocol === 'mqtt' ? randomBytes(24).toString('base64url') : null
      return { tracker, secret, mqttSecretHash: secret === null ? null : await hashDeviceSecret(secret) }
    }),
  )
  return db.transaction(async (tx) => {
    const registered: RegisteredTracker[] = []
    for (let start = 0; start < prepared.length; start += 500) {
      const batch = prepared.slice(start, start + 500)
      const rows = await tx
        .insert(devices)
        .values(
          batch.map(({ tracker, mqttSecretHash }) => ({
            serialNumber: tracker.serialNumber,
            imei: tracker.imei,
            protocol: tracker.protocol,
            mqttSecretHash,
          })),
        )
        .returning({ id: devices.id, serialNumber: devices.serialNumber })
      const idOf = new Map(rows.map((row) => [row.serialNumber, row.id]))
      for (const { tracker, secret } of batch)
        registered.push({ ...tracker, id: idOf.get(tracker.serialNumber) ?? 0, secret })
    }
    return registered
  })
}
