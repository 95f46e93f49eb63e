import type { Database } from '@vigil/db'
import { devices } from '@vigil/db/schema'
import { eq, inArray } from 'drizzle-orm'

export interface KnownDevice {
  id: number
  serialNumber: string
  vehicleId: number | null
}

/**
 * Serial -> device and linked vehicle, kept in memory so ingest does not look every event's device up.
 * Entries live `ttlMs` so a link changed on another API node is seen soon; this node forgets at once.
 */
export class DeviceRegistry {
  private readonly entries = new Map<string, { device: KnownDevice | null; at: number }>()
  private readonly db: () => Database
  private readonly ttlMs: number

  constructor(db: () => Database, ttlMs = 30_000) {
    this.db = db
    this.ttlMs = ttlMs
  }

  /** The devices of these serials (unknown serials are absent). */
  async resolve(serials: Iterable<string>): Promise<Map<string, KnownDevice>> {
    const now = Date.now()
    const found = new Map<string, KnownDevice>()
    const missing: string[] = []
    for (const serial of new Set(serials)) {
      const entry = this.entries.get(serial)
      if (entry && now - entry.at < this.ttlMs) {
        if (entry.device) found.set(serial, entry.device)
      } else missing.push(serial)
    }
    if (missing.length > 0) {
      const rows = await this.db()
        .select({ id: devices.id, serialNumber: devices.serialNumber, vehicleId: devices.vehicleId })
        .from(devices)
        .where(inArray(devices.serialNumber, missing))
      const bySerial = new Map(rows.map((row) => [row.serialNumber, row]))
      for (const serial of missing) {
        const device = bySerial.get(serial) ?? null
        this.entries.set(serial, { device, at: now })
        if (device) found.set(serial, device)
      }
    }
    return found
  }

  async find(serial: string): Promise<KnownDevice | undefined> {
    return (await this.resolve([serial])).get(serial)
  }

  async findById(deviceId: number): Promise<KnownDevice | undefined> {
    const [row] = await this.db()
      .select({ id: devices.id, serialNumber: devices.serialNumber, vehicleId: devices.vehicleId })
      .from(devices)
      .where(eq(devices.id, deviceId))
    return row
  }

  /** After a device was linked, unlinked or provisioned. */
  forget(serial?: string): void {
    if (serial === undefined) this.entries.clear()
    else this.entries.delete(serial)
  }
}
