import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import { commands, devices, vehicles } from '@vigil/db/schema'
import type { DeviceCommand, DeviceCommandName, DeviceCommandResult } from '@vigil/device-protocols'
import { commandMessages, interlockMessages, type TrackerProtocol, type VehicleCommandMessage } from '@vigil/domain'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { ulid } from 'ulid'
import { confirmedByAnswer } from './confirmation.ts'
import {
  type CommandRefusal,
  defaultInterlockLimits,
  type InterlockDecision,
  interlockDecision,
  isInterlocked,
} from './interlock.ts'
import { type CommandState, outstanding } from './states.ts'

/** Delivers commands to devices connected through one gateway (MQTT broker, Teltonika server). */
export interface CommandLink {
  /** Whether this node can reach the device now. */
  isOnline(serial: string, protocol: TrackerProtocol): boolean
  /** Hands the command to the device; the answer arrives later through `CommandService.handleResult`. */
  deliver(serial: string, protocol: TrackerProtocol, command: DeviceCommand): Promise<void>
}

export interface CommandLogger {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface CommandOptions {
  db: () => Database
  clock: () => Date
  logger?: CommandLogger
  /** Seconds a command may wait for delivery and confirmation before it expires. */
  ttlSeconds?: number
  /** A sent command with no answer after this long is sent again... */
  retryAfterMs?: number
  maxAttempts?: number
  /** ...and an acknowledged one whose telemetry never agreed times out after this long. */
  confirmTimeoutMs?: number
  sweepMs?: number
  /** Lock and fuel cut are refused above this speed (a fresh GPS fix)... */
  movingAboveKph?: number
  /** ...where a fix is fresh for this long; on an older one the command waits for a fresh fix before it is sent. */
  freshFixMs?: number
  /** Tells everyone who sees the vehicle each new state of its commands (hub `VehicleCommandMessage`). */
  publish?: (message: VehicleCommandMessage) => Promise<void>
  /** Counts commands by how they ended (and refusals and supersessions where they happen), for /metrics. */
  countOutcome?: (outcome: string, count: number) => void
}

/** A command as its state is announced. */
interface CommandChange {
  vehicleId: number | null
  correlationId: string
  name: DeviceCommandName
  status: CommandState
  failureReason?: string | null
}

export interface CommandRequest {
  deviceId: number
  vehicleId: number | null
  name: DeviceCommandName
  params?: Record<string, unknown>
  requestedByUserId?: number | null
  /** How the device is reached, when the caller has just read it: a reachable device's command is recorded as sent. */
  device?: { serial: string; protocol: TrackerProtocol }
}

export interface CommandAnswer {
  commandId: string
  state: CommandState
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

/** What an announcement of a command's state needs from its row. */
const changeColumns = {
  vehicleId: commands.vehicleId,
  correlationId: commands.correlationId,
  name: commands.name,
  status: commands.status,
  failureReason: commands.failureReason,
}

/** States a command ends in (refused and superseded are counted where they happen). */
const finalOutcomes = new Set<string>(['confirmed', 'failed', 'timed_out', 'expired'])

export class CommandService {
  private readonly options: CommandOptions
  private readonly links: { mqtt?: CommandLink; teltonika?: CommandLink } = {}
  private sweeper: NodeJS.Timeout | undefined
  private sweeping: Promise<void> | undefined
  /** Confirmations (written by ingest) already announced, and the time from which the sweep looks for new ones. */
  private readonly announcedConfirmations = new Set<string>()
  private confirmationsSince: Date | undefined

  constructor(options: CommandOptions) {
    this.options = options
  }

  private get db() {
    return this.options.db()
  }

  /** Pushes each change to the vehicle's watchers; a failed push is logged (the client can ask GET /Commands/{id}). */
  private announce(changes: readonly CommandChange[], at: Date): void {
    // Final outcomes seen by this node; every node announces a confirmation, so each counts it.
    for (const { status } of changes) if (finalOutcomes.has(status)) this.options.countOutcome?.(status, 1)
    const { publish } = this.options
    if (!publish) return
    for (const change of changes) {
      if (change.vehicleId == null) continue
      publish({
        vehicleId: change.vehicleId,
        commandId: change.correlationId,
        name: change.name,
        state: change.status,
        at: at.toISOString(),
        reason: change.failureReason ?? null,
      }).catch((error: unknown) => this.options.logger?.warn({ err: error }, 'command state not pushed'))
    }
  }

  attach(protocol: TrackerProtocol, link: CommandLink): void {
    this.links[protocol] = link
  }

  start(): void {
    this.sweeper ??= setInterval(() => void this.sweep(), this.options.sweepMs ?? 1000)
    this.sweeper.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper)
    this.sweeper = undefined
    await this.sweeping
  }

  /**
   * The moving-vehicle interlock for lock and fuel cut, decided on a fresh GPS fix only: 'moving' refuses, 'clear'
   * sends, and 'wait' (no fix, or an old one) keeps the command queued until a fresh fix decides it.
   */
  async interlock(vehicleId: number | null, name: DeviceCommandName): Promise<InterlockDecision> {
    if (vehicleId === null || !isInterlocked(name)) return 'clear'
    const [vehicle] = await this.db
      .select({ speedKph: vehicles.gpsSpeedKph, time: vehicles.gpsDateTime })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId))
    return interlockDecision(name, vehicle, this.options.clock(), {
      movingAboveKph: this.options.movingAboveKph ?? defaultInterlockLimits.movingAboveKph,
      freshFixMs: this.options.freshFixMs ?? defaultInterlockLimits.freshFixMs,
    })
  }

  /**
   * Records the command, supersedes older opposite ones, and sends it at once when the device is reachable; or
   * answers the interlock's refusal, recording nothing.
   */
  async request(request: CommandRequest): Promise<CommandAnswer | CommandRefusal> {
    const interlock = await this.interlock(request.vehicleId, request.name)
    if (interlock === 'moving' && isInterlocked(request.name)) {
      this.options.countOutcome?.('refused', 1)
      return { refused: 'vehicle-moving', name: request.name }
    }
    const now = this.options.clock()
    const ttlSeconds = this.options.ttlSeconds ?? 120
    const maxAttempts = this.options.maxAttempts ?? 3
    const correlationId = ulid(now.getTime())
    const expiresOn = new Date(now.getTime() + ttlSeconds * 1000)
    const replaced = opposites[request.name] ?? []
    const { device } = request
    // A device known to be reachable gets its command straight away, so it is recorded as sent (one statement less).
    const reachable = device && this.links[device.protocol]?.isOnline(device.serial, device.protocol)
    const sentAt = reachable && interlock === 'clear' ? now : null
    // One statement, so one round trip and atomic: the command, the older opposite ones it supersedes (the update
    // sees the table as it was before the insert), and how its device is reached.
    const [row] = await queryRows<{
      id: number | string
      serial: string
      protocol: TrackerProtocol
      superseded: number
    }>(
      this.db,
      sql`
      with created as (
        insert into ${commands} (correlation_id, device_id, vehicle_id, name, params, ttl_seconds, max_attempts,
          expires_on, requested_by_user_id, created_on, status, attempts, sent_on)
        values (${correlationId}, ${request.deviceId}, ${request.vehicleId}, ${request.name},
          ${JSON.stringify(request.params ?? {})}::jsonb, ${ttlSeconds}, ${maxAttempts}, ${expiresOn.toISOString()},
          ${request.requestedByUserId ?? null}, ${now.toISOString()}, ${sentAt ? 'sent' : 'queued'}, ${sentAt ? 1 : 0},
          ${sentAt?.toISOString() ?? null})
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
    if (row.superseded > 0) this.options.countOutcome?.('superseded', row.superseded)
    const command = {
      id: Number(row.id),
      attempts: 0,
      correlationId,
      name: request.name,
      params: request.params ?? {},
      expiresOn,
    }
    if (sentAt) {
      this.handOver(command, row.serial, row.protocol, 1)
      this.announce([{ ...request, correlationId, vehicleId: request.vehicleId, status: 'sent' }], now)
      return { commandId: correlationId, state: 'sent' }
    }
    const state = await this.send({ ...command, vehicleId: request.vehicleId }, row.serial, row.protocol, 'queued')
    if (state === 'queued') this.announce([{ ...request, correlationId, status: 'queued' }], now)
    return { commandId: correlationId, state }
  }

  /** Sends a queued or unanswered command when its device is reachable; answers the command's state. */
  private async deliver(commandId: number): Promise<CommandState> {
    const [row] = await this.db
      .select({ command: commands, serial: devices.serialNumber, protocol: devices.protocol })
      .from(commands)
      .innerJoin(devices, eq(devices.id, commands.deviceId))
      .where(eq(commands.id, commandId))
    if (!row) return 'failed'
    return this.send(row.command, row.serial, row.protocol, row.command.status)
  }

  /** Marks the command sent (unless another deliverer did) and hands it to its gateway. */
  private async send(
    command: Pick<
      typeof commands.$inferSelect,
      'id' | 'attempts' | 'correlationId' | 'name' | 'params' | 'expiresOn' | 'vehicleId'
    >,
    serial: string,
    protocol: TrackerProtocol,
    status: CommandState,
  ): Promise<CommandState> {
    const link = this.links[protocol]
    if (!link?.isOnline(serial, protocol)) return status
    if (command.attempts === 0) {
      const interlock = await this.interlock(command.vehicleId, command.name)
      if (interlock === 'wait') return status
      if (interlock === 'moving') return this.refuseMoving(command)
    }
    const now = this.options.clock()
    const attempt = command.attempts + 1
    const [sent] = await this.db
      .update(commands)
      .set({ status: 'sent', attempts: attempt, sentOn: now })
      .where(
        and(
          eq(commands.id, command.id),
          // Optimistic: of two deliverers (reconnect, sweep) only one sends; a sent command goes again only when due.
          eq(commands.attempts, command.attempts),
          sql`(${commands.status} = 'queued' or (${commands.status} = 'sent' and ${commands.sentOn} < ${now.toISOString()}::timestamptz - make_interval(secs => ${(this.options.retryAfterMs ?? 10_000) / 1000})))`,
        ),
      )
      .returning({ id: commands.id })
    if (!sent) return (await this.stateOf(command.id)) ?? status
    this.handOver(command, serial, protocol, attempt)
    // A retry of a command already sent changes nothing the agent sees.
    if (command.attempts === 0) this.announce([{ ...command, status: 'sent' }], now)
    return 'sent'
  }

  /**
   * Hands a command recorded as sent to its gateway without waiting on it: the answer is 'sent' either way, since a
   * command not handed over stays 'sent' and the sweeper tries again. The device's answer arrives later (through
   * handleResult) and reaches the client over the hub.
   */
  private handOver(
    command: Pick<typeof commands.$inferSelect, 'correlationId' | 'name' | 'params' | 'expiresOn'>,
    serial: string,
    protocol: TrackerProtocol,
    attempt: number,
  ): void {
    const link = this.links[protocol]
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
        this.options.logger?.warn({ err: error, serial, commandId: command.correlationId }, 'command not delivered'),
      )
  }

  /** A held command whose first fresh fix says the vehicle is moving: it fails with the interlock's message. */
  private async refuseMoving(
    command: Pick<typeof commands.$inferSelect, 'id' | 'name' | 'vehicleId' | 'correlationId'>,
  ): Promise<CommandState> {
    const now = this.options.clock()
    const failureReason = isInterlocked(command.name) ? interlockMessages[command.name] : null
    const [failed] = await this.db
      .update(commands)
      .set({ status: 'failed', finishedOn: now, failureReason })
      .where(and(eq(commands.id, command.id), eq(commands.status, 'queued')))
      .returning(changeColumns)
    if (!failed) return (await this.stateOf(command.id)) ?? 'queued'
    this.announce([failed], now)
    return 'failed'
  }

  private async stateOf(id: number): Promise<CommandState | undefined> {
    const [row] = await this.db.select({ status: commands.status }).from(commands).where(eq(commands.id, id))
    return row?.status
  }

  /** The device answered: 'ok' acknowledges (or confirms a fuel command), 'error' fails it. */
  async handleResult(result: DeviceCommandResult): Promise<void> {
    const now = this.options.clock()
    const [command] = await this.db.select().from(commands).where(eq(commands.correlationId, result.cmdId))
    if (!command) {
      this.options.logger?.warn({ cmdId: result.cmdId }, 'answer to an unknown command ignored')
      return
    }
    const reply = result.reply ?? null
    if (!(outstanding as readonly string[]).includes(command.status)) {
      await this.db.update(commands).set({ reply, ackedOn: now }).where(eq(commands.id, command.id))
      return
    }
    const status: CommandState =
      result.status === 'error' ? 'failed' : confirmedByAnswer.has(command.name) ? 'confirmed' : 'acked'
    const failureReason = typeof reply === 'string' ? reply : JSON.stringify(reply)
    const [changed] = await this.db
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
    if (changed) this.announce([changed], now)
  }

  /** A device came online: its queued commands go out now (expired ones are expired by the sweep). */
  async deviceOnline(serial: string): Promise<void> {
    const now = this.options.clock()
    const rows = await this.db
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
    for (const row of rows) await this.deliver(row.id)
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
      const now = this.options.clock()
      const at = now.toISOString()
      const expired = await this.db
        .update(commands)
        .set({ status: 'expired', finishedOn: now })
        .where(and(eq(commands.status, 'queued'), lt(commands.expiresOn, now)))
        .returning(changeColumns)
      const unconfirmed = await this.db
        .update(commands)
        .set({ status: 'timed_out', finishedOn: now, failureReason: commandMessages.neverConfirmed })
        .where(
          and(
            eq(commands.status, 'acked'),
            sql`(${commands.ackedOn} < ${at}::timestamptz - make_interval(secs => ${(this.options.confirmTimeoutMs ?? 30_000) / 1000}) or ${commands.expiresOn} < ${at}::timestamptz)`,
          ),
        )
        .returning(changeColumns)
      const retryAfter = (this.options.retryAfterMs ?? 10_000) / 1000
      const unanswered = await this.db
        .update(commands)
        .set({ status: 'timed_out', finishedOn: now, failureReason: commandMessages.neverAnswered })
        .where(
          and(
            eq(commands.status, 'sent'),
            sql`${commands.sentOn} < ${at}::timestamptz - make_interval(secs => ${retryAfter})`,
            sql`(${commands.attempts} >= ${commands.maxAttempts} or ${commands.expiresOn} < ${at}::timestamptz)`,
          ),
        )
        .returning(changeColumns)
      this.announce([...expired, ...unconfirmed, ...unanswered], now)
      await this.announceConfirmations(now)
      const due = await this.db
        .select({ id: commands.id })
        .from(commands)
        .where(
          sql`(${commands.status} = 'queued' or (${commands.status} = 'sent' and ${commands.sentOn} < ${at}::timestamptz - make_interval(secs => ${retryAfter})))`,
        )
        .orderBy(commands.id)
        .limit(500)
      for (const row of due) await this.deliver(row.id)
    } catch (error) {
      this.options.logger?.error({ err: error }, 'command sweep failed')
    }
  }

  /**
   * Ingest confirms commands from the device's own reports (a lock report proves a lock) in its batch statement;
   * the sweep announces those confirmations. It looks back a few seconds past its last look, since a batch commits
   * after the time it stamps, and remembers what it announced so each confirmation is pushed once per node.
   */
  private async announceConfirmations(now: Date): Promise<void> {
    if (!this.options.publish) return
    const since = new Date((this.confirmationsSince ?? now).getTime() - 5_000)
    this.confirmationsSince = now
    const confirmed = await this.db
      .select({ ...changeColumns, finishedOn: commands.finishedOn })
      .from(commands)
      .where(and(eq(commands.status, 'confirmed'), sql`${commands.finishedOn} >= ${since.toISOString()}::timestamptz`))
    const fresh = confirmed.filter((change) => !this.announcedConfirmations.has(change.correlationId))
    for (const change of fresh) this.announcedConfirmations.add(change.correlationId)
    if (this.announcedConfirmations.size > 10_000) this.announcedConfirmations.clear()
    for (const change of fresh) this.announce([change], change.finishedOn ?? now)
  }

  /** The state of one command, as GET /Commands/{commandId} answers it. */
  async find(correlationId: string) {
    const [row] = await this.db
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
