import type { LockData } from '@vigil/device-protocols'
import { type SQL, sql } from 'drizzle-orm'

/** A lock report says locked for any motor state but 0, which is unlocked. */
export const isLocked = (data: LockData): boolean => data.motorStateId !== 0

/** `isLocked` over a lock report's stored data (jsonb). */
export const lockedSql = (data: SQL): SQL<boolean> => sql<boolean>`((${data}->>'motorStateId')::int <> 0)`
