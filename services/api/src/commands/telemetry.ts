import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/raw.ts'
import type { KnownDevice } from '../devices/registry.ts'
import type { DeviceEvent } from '../gateway/index.ts'

/** A command that a device's own report proved carried out, and who asked for it. */
export interface TelemetryConfirmation {
  commandId: string
  requestedByUserId: number | null
  /** Asked by staff or a company admin rather than the account holder. */
  byAdmin: boolean
}

/** The command names a report proves, e.g. a lock report with the motor locked proves 'lock'. */
export function commandsProvenBy(event: DeviceEvent): string[] {
  if (event.type === 'lock') return [event.data.motorStateId === 0 ? 'unlock' : 'lock']
  if (event.type === 'status')
    return event.data.autoLockEnabledState === 0 ? ['status'] : ['status', 'enable-auto-lock']
  return []
}

/**
 * Confirms the device's outstanding commands that its telemetry now agrees with; runs inside the ingest transaction
 * so the history entry of a lock can name who asked for it.
 */
export async function confirmCommandsByTelemetry(
  db: Database,
  device: KnownDevice,
  event: DeviceEvent,
  now: Date,
): Promise<TelemetryConfirmation | undefined> {
  const names = commandsProvenBy(event)
  if (names.length === 0) return undefined
  const confirmed = await queryRows<{
    correlation_id: string
    requested_by_user_id: number | null
    role: string | null
  }>(
    db,
    sql`
    with done as (
      update commands set status = 'confirmed', finished_on = ${now}::timestamptz
      where device_id = ${device.id} and status in ('queued', 'sent', 'acked')
        and name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
      returning correlation_id, requested_by_user_id, created_on
    )
    select done.correlation_id, done.requested_by_user_id, roles.name as role
    from done left join users on users.id = done.requested_by_user_id left join roles on roles.id = users.role_id
    order by done.created_on desc`,
  )
  const latest = confirmed[0]
  if (!latest) return undefined
  return {
    commandId: latest.correlation_id,
    requestedByUserId: latest.requested_by_user_id,
    byAdmin: latest.role !== null && latest.role !== 'Account-Holder',
  }
}
