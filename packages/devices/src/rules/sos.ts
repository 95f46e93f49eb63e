import type { SosData } from '@vigil/device-protocols'
import { type SQL, sql } from 'drizzle-orm'

/** An SOS report is an alert for any state but 0, which is Non-Alert. */
export const isSosAlert = (data: SosData): boolean => data.sosStateId !== 0

/** `isSosAlert` over an SOS report's stored data (jsonb). */
export const sosAlertSql = (data: SQL): SQL<boolean> => sql<boolean>`((${data}->>'sosStateId')::int <> 0)`
