import { commands } from '@vigil/db/schema'
import type { DeviceCommandName, DeviceCommandResult } from '@vigil/device-protocols'
import type { CommandAnswer, TrackerProtocol } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { CommandContext, type CommandLink, type CommandOptions, changeColumns } from './context.ts'
import { deliverDue, deliverOnReconnect } from './delivery.ts'
import { expireDue, withdraw } from './expiry.ts'
import type { CommandRefusal, InterlockDecision, TrackerPresence } from './interlock.ts'
import { type CommandRequest, requestCommand } from './request.ts'
import { ConfirmationAnnouncer, recordResult } from './result.ts'

export type { CommandAnswer } from '@vigil/domain'
export {
  type CommandChange,
  type CommandLink,
  type CommandLogger,
  type CommandOptions,
  commandQueuedReason,
} from './context.ts'
export type { CommandRequest } from './request.ts'

/**
 * The one writer of a command's state: queued -> sent -> acked -> confirmed | failed | timed_out | expired |
 * superseded. Each concern has its file (request, delivery, result, expiry; the retry condition in retry.ts), and
 * this class is what the API, the gateways and burn-in call, with the sweeper that ties them together on a timer.
 */
export class CommandService {
  private readonly context: CommandContext
  private readonly confirmations = new ConfirmationAnnouncer()
  private sweeper: NodeJS.Timeout | undefined
  private sweeping: Promise<void> | undefined

  constructor(options: CommandOptions) {
    this.context = new CommandContext(options)
  }

  attach(protocol: TrackerProtocol, link: CommandLink): void {
    this.context.links[protocol] = link
  }

  start(): void {
    this.sweeper ??= setInterval(() => void this.sweep(), this.context.options.sweepMs ?? 1000)
    this.sweeper.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper)
    this.sweeper = undefined
    await this.sweeping
  }

  /** The moving-vehicle interlock's decision for a command to this vehicle (see CommandContext.interlock). */
  interlock(vehicleId: number | null, name: DeviceCommandName, presence?: TrackerPresence): Promise<InterlockDecision> {
    return this.context.interlock(vehicleId, name, presence)
  }

  /** Records the command and sends it when it can (request.ts); or answers the interlock's refusal. */
  request(request: CommandRequest): Promise<CommandAnswer | CommandRefusal> {
    return requestCommand(this.context, request)
  }

  /** The device answered (result.ts). */
  handleResult(result: DeviceCommandResult): Promise<void> {
    return recordResult(this.context, result)
  }

  /** A device came online: its queued commands go out now (delivery.ts). */
  deviceOnline(serial: string): Promise<void> {
    return deliverOnReconnect(this.context, serial)
  }

  /** Whoever asked gave up on the command: expired unless already answered (expiry.ts). */
  withdraw(correlationId: string): Promise<boolean> {
    return withdraw(this.context, correlationId)
  }

  /** Expires, retries, times out and delivers queued commands; runs on a timer and may be called by tests. */
  sweep(): Promise<void> {
    this.sweeping ??= this.runSweep().finally(() => {
      this.sweeping = undefined
    })
    return this.sweeping
  }

  private async runSweep(): Promise<void> {
    try {
      const now = this.context.now()
      await expireDue(this.context, now)
      await this.confirmations.announceNew(this.context, now)
      await deliverDue(this.context, now)
    } catch (error) {
      this.context.options.logger?.error({ err: error }, 'command sweep failed')
    }
  }

  /** The state of one command, as GET /Commands/{commandId} answers it. */
  async find(correlationId: string) {
    const [row] = await this.context.db
      .select({
        ...changeColumns,
        createdOn: commands.createdOn,
        sentOn: commands.sentOn,
        ackedOn: commands.ackedOn,
        finishedOn: commands.finishedOn,
        expiresOn: commands.expiresOn,
      })
      .from(commands)
      .where(eq(commands.correlationId, correlationId))
    return row
  }
}
