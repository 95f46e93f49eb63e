import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core'

export const deviceEventTypes = [
  'gps',
  'lock',
  'ignition',
  'motor-error',
  'tamper',
  'sos',
  'battery',
  'status',
] as const

/**
 * Range-partitioned by month on device time. Its DDL is the hand-written migration `0001_device_events.sql`
 * (drizzle-kit cannot express partitioning), so this file is left out of drizzle.config.ts.
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
  (table) => [
    primaryKey({ columns: [table.id, table.deviceTime] }),
    unique('device_events_device_time_type_unique').on(table.deviceId, table.deviceTime, table.type),
    index('device_events_serial_time_idx').on(table.serialNumber, table.deviceTime),
  ],
)
