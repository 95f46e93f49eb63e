import { commands } from '@vigil/db/schema'
import type { DeviceCommandResult } from '@vigil/device-protocols'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { confirmedByAnswer } from './confirmation.ts'
import { type CommandContext, changeColumns } from './context.ts'
import { type CommandState, outstanding } from './states.ts'

// Result: what the device answered (acknowledged, failed, or for a fuel command confirmed), and the confirmations
// ingest wrote from the device's own reports (confirmation.ts), announced once per node.

/** The device answered: 'ok' acknowledges (or confirms a fuel command), 'error' fails it. */
export async function recordResult(context: CommandContext, result: DeviceCommandResult): Promise<void> {
  const now = context.now()
  const [command] = await context.db.select().from(commands).where(eq(commands.correlationId, result.cmdId))
  if (!command) {
    context.options.logger?.warn({ cmdId: result.cmdId }, 'answer to an unknown command ignored')
    return
  }
  const reply = result.reply ?? null
  if (!(outstanding as readonly string[]).includes(command.status)) {
    await context.db.update(commands).set({ reply, ackedOn: now }).where(eq(commands.id, command.id))
    return
  }
  const status: CommandState =
    result.status === 'error' ? 'failed' : confirmedByAnswer.has(command.name) ? 'confirmed' : 'acked'
  const failureReason = typeof reply === 'string' ? reply : JSON.stringify(reply)
  const [changed] = await context.db
    .update(commands)
    .set({
      status,
      reply,
      ackedOn: now,
      ...(status === 'failed' ? { failureReason } : {}),
      ...(status !== 'acked' ? { finishedOn: now } : {}),
    })
    .where(and(eq(commands.id, command.id), inArray(commands.status, [...outstanding])))
    .returning(changeColumns)
  if (changed) context.announce([changed], now)
}

/**
 * Ingest confirms commands from the device's own reports (a lock report proves a lock) in its batch statement;
 * the sweep announces those confirmations. It looks back a few seconds past its last look, since a batch commits
 * after the time it stamps, and remembers what it announced so each confirmation is pushed once per node.
 */
export class ConfirmationAnnouncer {
  private readonly announced = new Set<string>()
  private since: Date | undefined

  async announceNew(context: CommandContext, now: Date): Promise<void> {
    if (!context.options.publish) return
    const since = new Date((this.since ?? now).getTime() - 5_000)
    this.since = now
    const confirmed = await context.db
      .select({ ...changeColumns, finishedOn: commands.finishedOn })
      .from(commands)
      .where(and(eq(commands.status, 'confirmed'), sql`${commands.finishedOn} >= ${since.toISOString()}::timestamptz`))
    const fresh = confirmed.filter((change) => !this.announced.has(change.correlationId))
    for (const change of fresh) this.announced.add(change.correlationId)
    if (this.announced.size > 10_000) this.announced.clear()
    for (const change of fresh) context.announce([change], change.finishedOn ?? now)
  }
}
