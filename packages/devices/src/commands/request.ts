import { queryRows } from '@vigil/db'
import { commands, devices } from '@vigil/db/schema'
import type { DeviceCommandName } from '@vigil/device-protocols'
import type { CommandAnswer, CommandQueuedReason, TrackerProtocol } from '@vigil/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { ulid } from 'ulid'
import type { CommandContext } from './context.ts'
import { handOver, sendWhenReachable } from './delivery.ts'
import { type CommandRefusal, isInterlocked, type TrackerPresence } from './interlock.ts'
import { outstanding } from './states.ts'

// Request: a command is recorded (or refused by the interlock), replaces the older opposite ones, and goes out at
// once to a tracker this node reaches.

export interface CommandRequest {
  deviceId: number
  vehicleId: number | null
  name: DeviceCommandName
  params?: Record<string, unknown>
  requestedByUserId?: number | null
  /** How the device is reached, when the caller has just read it: a reachable device's command is recorded as sent. */
  device?: { serial: string; protocol: TrackerProtocol }
}

/** Pairs whose newer command replaces an older one still outstanding. */
const opposites: Partial<Record<DeviceCommandName, DeviceCommandName[]>> = {
  lock: ['lock', 'unlock'],
  unlock: ['lock', 'unlock'],
  'cut-fuel': ['cut-fuel', 'restore-fuel'],
  'restore-fuel': ['cut-fuel', 'restore-fuel'],
  'enable-auto-lock': ['enable-auto-lock'],
  // A client asking again while a tracker has not answered (or is offline) leaves one request, not a queue of them.
  status: ['status'],
}

/** Why a command that cannot go out now waits: an offline tracker, or (online) the interlock awaiting a fresh fix. */
const queuedReasonOf = (presence: TrackerPresence): CommandQueuedReason =>
  presence === 'offline' ? 'tracker-offline' : 'awaiting-fix'

/**
 * Records the command, supersedes older opposite ones, and sends it at once when the device is reachable; or
 * answers the interlock's refusal, recording nothing.
 */
export async function requestCommand(
  context: CommandContext,
  request: CommandRequest,
): Promise<CommandAnswer | CommandRefusal> {
  const { options } = context
  const { device } = request
  const presence = device ? context.presence(device.serial, device.protocol) : 'offline'
  const interlock = await context.interlock(request.vehicleId, request.name, presence)
  if (interlock === 'moving' && isInterlocked(request.name)) {
    options.countOutcome?.('refused', 1)
    return { refused: 'vehicle-moving', name: request.name }
  }
  const now = context.now()
  const ttlSeconds = options.ttlSeconds ?? 120
  const maxAttempts = options.maxAttempts ?? 3
  const correlationId = ulid(now.getTime())
  const expiresOn = new Date(now.getTime() + ttlSeconds * 1000)
  const replaced = opposites[request.name] ?? []
  // A device known to be reachable gets its command straight away, so it is recorded as sent (one statement less).
  const sentAt = presence !== 'offline' && interlock === 'clear' ? now : null
  // Otherwise it waits, and says why: an online tracker's lock held by the interlock is not waiting for a reconnect.
  const queuedReason: CommandQueuedReason | null = sentAt ? null : queuedReasonOf(presence)
  // One statement, so one round trip and atomic: the command, the older opposite ones it supersedes (the update
  // sees the table as it was before the insert), and how its device is reached.
  const [row] = await queryRows<{
    id: number | string
    serial: string
    protocol: TrackerProtocol
    superseded: number
  }>(
    context.db,
    sql`
      with created as (
        insert into ${commands} (correlation_id, device_id, vehicle_id, name, params, ttl_seconds, max_attempts,
          expires_on, requested_by_user_id, created_on, status, attempts, sent_on, queued_reason)
        values (${correlationId}, ${request.deviceId}, ${request.vehicleId}, ${request.name},
          ${JSON.stringify(request.params ?? {})}::jsonb, ${ttlSeconds}, ${maxAttempts}, ${expiresOn.toISOString()},
          ${request.requestedByUserId ?? null}, ${now.toISOString()}, ${sentAt ? 'sent' : 'queued'}, ${sentAt ? 1 : 0},
          ${sentAt?.toISOString() ?? null}, ${queuedReason})
        returning id, device_id
      ), superseded as (
        update ${commands} set status = 'superseded', superseded_by_id = (select id from created),
          finished_on = ${now.toISOString()}
        where ${and(
          eq(commands.deviceId, request.deviceId),
          inArray(commands.status, [...outstanding]),
          inArray(commands.name, replaced),
        )}
        returning 1
      )
      select created.id, ${devices.serialNumber} as serial, ${devices.protocol} as protocol,
        (select count(*) from superseded)::int as superseded
      from created join ${devices} on ${devices.id} = created.device_id`,
  )
  if (!row) throw new Error(`Device ${request.deviceId} not found for a ${request.name} command`)
  if (row.superseded > 0) options.countOutcome?.('superseded', row.superseded)
  const command = {
    id: Number(row.id),
    attempts: 0,
    correlationId,
    name: request.name,
    params: request.params ?? {},
    expiresOn,
    queuedReason,
  }
  if (sentAt) {
    handOver(context, command, row.serial, row.protocol, 1)
    context.announce([{ ...request, correlationId, vehicleId: request.vehicleId, status: 'sent' }], now)
    return { commandId: correlationId, state: 'sent', queuedReason: null }
  }
  const held = { ...command, vehicleId: request.vehicleId }
  const state = await sendWhenReachable(context, held, row.serial, row.protocol, 'queued', false)
  if (state !== 'queued') return { commandId: correlationId, state, queuedReason: null }
  context.announce([{ ...request, correlationId, status: 'queued', queuedReason: held.queuedReason }], now)
  return { commandId: correlationId, state, queuedReason: held.queuedReason }
}
