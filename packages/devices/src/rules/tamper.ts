import type { TamperData } from '@vigil/device-protocols'
import { type SQL, sql } from 'drizzle-orm'

/** A tamper report is an active alert while the car battery reads disconnected (0) and nobody cancelled it. */
export const isTamperActive = (data: TamperData): boolean => data.carBatteryStateId === 0 && !data.cancelled

/** `isTamperActive` over a tamper report's stored data (jsonb). */
export const tamperActiveSql = (data: SQL): SQL<boolean> =>
  sql<boolean>`((${data}->>'carBatteryStateId')::int = 0 and not (${data}->>'cancelled')::boolean)`
