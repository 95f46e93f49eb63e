import { deviceEventTypes } from '@vigil/device-protocols'
import { type SQL, sql } from 'drizzle-orm'
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { devices } from './fleet.ts'

// The event types are the device protocols' one list; the column takes exactly those.
export { deviceEventTypes }

/**
 * Range-partitioned by month on device time. Its DDL is the hand-written migrations `0001_device_events.sql` and
 * `0004_device_event_key.sql` (drizzle-kit cannot express partitioning), so this file is left out of drizzle.config.ts.
 * The only index is the natural key: it dedupes resent events, and every insert pays for each index.
 */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: bigint({ mode: 'number' }).notNull(),
    deviceId: integer().notNull(),
    serialNumber: text().notNull(),
    type: text({ enum: deviceEventTypes }).notNull(),
    deviceTime: timestamp({ withTimezone: true }).notNull(),
    receivedTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    data: jsonb().notNull(),
  },
  (table) => [primaryKey({ name: 'device_events_pkey', columns: [table.deviceId, table.type, table.deviceTime] })],
)

/** The events of the device with this serial, found through the key (events carry the serial but have no index on it). */
export function eventsOfSerial(serial: string): SQL {
  return sql`${deviceEvents.deviceId} = (select ${devices.id} from ${devices} where ${devices.serialNumber} = ${serial})`
}
