import { commands, devices } from '@vigil/db/schema'
import { type CommandQueuedReason, interlockMessages, type TrackerProtocol } from '@vigil/domain'
import { and, eq, sql } from 'drizzle-orm'
import { type CommandContext, changeColumns } from './context.ts'
import { isInterlocked } from './interlock.ts'
import { dueToSendSql } from './retry.ts'
import type { CommandState } from './states.ts'

// Delivery: a command goes to its tracker when the tracker is reachable (at once, on reconnect, or from the sweep),
// waits saying why when it is not, and is sent again while unanswered.

type Row = typeof commands.$inferSelect

/** Sends a queued or unanswered command when its device is reachable; answers the command's state. */
export async function deliver(context: CommandContext, commandId: number): Promise<CommandState> {
  const [row] = await context.db
    .select({ command: commands, serial: devices.serialNumber, protocol: devices.protocol })
    .from(commands)
    .innerJoin(devices, eq(devices.id, commands.deviceId))
    .where(eq(commands.id, commandId))
  if (!row) return 'failed'
  return sendWhenReachable(context, row.command, row.serial, row.protocol, row.command.status)
}

/** A device came online: its queued commands go out now (expired ones are expired by the sweep). */
export async function deliverOnReconnect(context: CommandContext, serial: string): Promise<void> {
  const now = context.now()
  context.onlineSince.set(serial, now.getTime())
  const rows = await context.db
    .select({ id: commands.id })
    .from(commands)
    .innerJoin(devices, eq(devices.id, commands.deviceId))
    .where(
      and(
        eq(devices.serialNumber, serial),
        eq(commands.status, 'queued'),
        sql`${commands.expiresOn} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(commands.id)
  for (const row of rows) await deliver(context, row.id)
}

/** Sends every command due (queued, or unanswered past the retry time), oldest first, at most 500 a sweep. */
export async function deliverDue(context: CommandContext, now: Date): Promise<void> {
  const due = await context.db
    .select({ id: commands.id })
    .from(commands)
    .where(dueToSendSql(now, context.retryAfterMs))
    .orderBy(commands.id)
    .limit(500)
  for (const row of due) await deliver(context, row.id)
}

/**
 * Marks the command sent (unless another deliverer did) and hands it to its gateway. One that must still wait keeps
 * its reason up to date (`announceHold`: and pushes the new one; a command just requested is announced by `request`).
 */
export async function sendWhenReachable(
  context: CommandContext,
  command: Pick<
    Row,
    'id' | 'attempts' | 'correlationId' | 'name' | 'params' | 'expiresOn' | 'vehicleId' | 'queuedReason'
  >,
  serial: string,
  protocol: TrackerProtocol,
  status: CommandState,
  announceHold = true,
): Promise<CommandState> {
  const link = context.links[protocol]
  if (!link?.isOnline(serial, protocol))
    return status === 'queued' ? hold(context, command, 'tracker-offline', announceHold) : status
  if (command.attempts === 0) {
    const interlock = await context.interlock(command.vehicleId, command.name, context.presence(serial, protocol))
    if (interlock === 'wait') return status === 'queued' ? hold(context, command, 'awaiting-fix', announceHold) : status
    if (interlock === 'moving') return refuseMoving(context, command)
  }
  const now = context.now()
  const attempt = command.attempts + 1
  const [sent] = await context.db
    .update(commands)
    .set({ status: 'sent', attempts: attempt, sentOn: now, queuedReason: null })
    .where(
      and(
        eq(commands.id, command.id),
        // Optimistic: of two deliverers (reconnect, sweep) only one sends; a sent command goes again only when due.
        eq(commands.attempts, command.attempts),
        dueToSendSql(now, context.retryAfterMs),
      ),
    )
    .returning({ id: commands.id })
  if (!sent) return (await context.stateOf(command.id)) ?? status
  handOver(context, command, serial, protocol, attempt)
  // A retry of a command already sent changes nothing the agent sees.
  if (command.attempts === 0) context.announce([{ ...command, status: 'sent' }], now)
  return 'sent'
}

/**
 * Hands a command recorded as sent to its gateway without waiting on it: the answer is 'sent' either way, since a
 * command not handed over stays 'sent' and the sweeper tries again. The device's answer arrives later (through
 * handleResult) and reaches the client over the hub.
 */
export function handOver(
  context: CommandContext,
  command: Pick<Row, 'correlationId' | 'name' | 'params' | 'expiresOn'>,
  serial: string,
  protocol: TrackerProtocol,
  attempt: number,
): void {
  const link = context.links[protocol]
  if (!link) return
  link
    .deliver(serial, protocol, {
      cmdId: command.correlationId,
      name: command.name,
      params: (command.params ?? {}) as Record<string, unknown>,
      expiresAt: command.expiresOn,
      attempt,
    })
    .catch((error: unknown) =>
      context.options.logger?.warn({ err: error, serial, commandId: command.correlationId }, 'command not delivered'),
    )
}

/**
 * A queued command that still cannot go out, for `reason`. When the reason changed (the offline tracker came back
 * and its first fix is awaited, or a tracker waited on went offline) it is stored, and pushed as `queued` again, so
 * the card says what the command waits for now. Unchanged, it costs nothing (the sweep looks every second).
 */
async function hold(
  context: CommandContext,
  command: Pick<Row, 'id' | 'queuedReason'>,
  reason: CommandQueuedReason,
  announce: boolean,
): Promise<CommandState> {
  if (command.queuedReason === reason) return 'queued'
  const [changed] = await context.db
    .update(commands)
    .set({ queuedReason: reason })
    // Only the attempt that changes the stored reason pushes: a reconnect and a report arriving together both try
    // to send, each having read the old reason, and the card was told twice.
    .where(
      and(
        eq(commands.id, command.id),
        eq(commands.status, 'queued'),
        sql`${commands.queuedReason} is distinct from ${reason}`,
      ),
    )
    .returning(changeColumns)
  command.queuedReason = reason
  if (!changed) return (await context.stateOf(command.id)) ?? 'queued'
  if (announce) context.announce([changed], context.now())
  return 'queued'
}

/** A held command whose first fresh fix says the vehicle is moving: it fails with the interlock's message. */
async function refuseMoving(
  context: CommandContext,
  command: Pick<Row, 'id' | 'name' | 'vehicleId' | 'correlationId'>,
): Promise<CommandState> {
  const now = context.now()
  const failureReason = isInterlocked(command.name) ? interlockMessages[command.name] : null
  const [failed] = await context.db
    .update(commands)
    .set({ status: 'failed', finishedOn: now, failureReason })
    .where(and(eq(commands.id, command.id), eq(commands.status, 'queued')))
    .returning(changeColumns)
  if (!failed) return (await context.stateOf(command.id)) ?? 'queued'
  context.announce([failed], now)
  return 'failed'
}
