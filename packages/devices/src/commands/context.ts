import type { Database } from '@vigil/db'
import { commands, vehicles } from '@vigil/db/schema'
import type { DeviceCommand, DeviceCommandName } from '@vigil/device-protocols'
import type { CommandQueuedReason, TrackerProtocol, VehicleCommandMessage } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import {
  defaultInterlockLimits,
  type InterlockDecision,
  interlockDecision,
  isInterlocked,
  type TrackerPresence,
} from './interlock.ts'
import type { CommandState } from './states.ts'

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
  /**
   * How long a tracker must have been online for its silence to count: with no fresh fix, a lock or fuel cut goes out
   * at once to a tracker online this long (and not reporting its ignition on). The fresh-fix time by default.
   */
  onlineSettledMs?: number
  /** Tells everyone who sees the vehicle each new state of its commands (hub `VehicleCommandMessage`). */
  publish?: (message: VehicleCommandMessage) => Promise<void>
  /** Counts commands by how they ended (and refusals and supersessions where they happen), for /metrics. */
  countOutcome?: (outcome: string, count: number) => void
}

/** A command as its state is announced. */
export interface CommandChange {
  vehicleId: number | null
  correlationId: string
  name: DeviceCommandName
  status: CommandState
  failureReason?: string | null
  queuedReason?: CommandQueuedReason | null
}

/** What an announcement of a command's state needs from its row. */
export const changeColumns = {
  vehicleId: commands.vehicleId,
  correlationId: commands.correlationId,
  name: commands.name,
  status: commands.status,
  failureReason: commands.failureReason,
  queuedReason: commands.queuedReason,
}

/** Why a command in `status` waits, as pushed and answered: only a queued one waits (older rows have no reason stored). */
export const commandQueuedReason = (
  status: CommandState,
  stored: CommandQueuedReason | null | undefined,
): CommandQueuedReason | null => (status === 'queued' ? (stored ?? 'tracker-offline') : null)

/** States a command ends in (refused and superseded are counted where they happen). */
const finalOutcomes = new Set<string>(['confirmed', 'failed', 'timed_out', 'expired'])

/**
 * What the parts of the command lifecycle (request, delivery, result, expiry) share on one node: the options, the
 * gateways attached, when each tracker came online, and the announcement of each new state.
 */
export class CommandContext {
  readonly links: { mqtt?: CommandLink; teltonika?: CommandLink } = {}
  /** When each tracker this node reaches last came online (ms since the epoch). */
  readonly onlineSince = new Map<string, number>()

  readonly options: CommandOptions

  constructor(options: CommandOptions) {
    this.options = options
  }

  get db(): Database {
    return this.options.db()
  }

  now(): Date {
    return this.options.clock()
  }

  /** A sent command with no answer after this long is due to be sent again (or, out of attempts, times out). */
  get retryAfterMs(): number {
    return this.options.retryAfterMs ?? 10_000
  }

  /** Pushes each change to the vehicle's watchers; a failed push is logged (the client can ask GET /Commands/{id}). */
  announce(changes: readonly CommandChange[], at: Date): void {
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
        queuedReason: commandQueuedReason(change.status, change.queuedReason),
      }).catch((error: unknown) => this.options.logger?.warn({ err: error }, 'command state not pushed'))
    }
  }

  /** Whether this node reaches the tracker, and for long enough that its silence means the vehicle has not moved. */
  presence(serial: string, protocol: TrackerProtocol): TrackerPresence {
    if (!this.links[protocol]?.isOnline(serial, protocol)) return 'offline'
    const since = this.onlineSince.get(serial)
    const settledMs = this.options.onlineSettledMs ?? this.options.freshFixMs ?? defaultInterlockLimits.freshFixMs
    return since !== undefined && this.now().getTime() - since >= settledMs ? 'settled' : 'just-connected'
  }

  /**
   * The moving-vehicle interlock for lock and fuel cut, decided on a fresh GPS fix only: 'moving' refuses, 'clear'
   * sends, and 'wait' (no fix, or an old one) keeps the command queued until a fresh fix decides it.
   */
  async interlock(
    vehicleId: number | null,
    name: DeviceCommandName,
    presence: TrackerPresence = 'offline',
  ): Promise<InterlockDecision> {
    if (vehicleId === null || !isInterlocked(name)) return 'clear'
    const [vehicle] = await this.db
      .select({ speedKph: vehicles.gpsSpeedKph, time: vehicles.gpsDateTime, ignitionOn: vehicles.ignitionOn })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId))
    return interlockDecision(
      name,
      vehicle,
      this.now(),
      {
        movingAboveKph: this.options.movingAboveKph ?? defaultInterlockLimits.movingAboveKph,
        freshFixMs: this.options.freshFixMs ?? defaultInterlockLimits.freshFixMs,
      },
      presence,
    )
  }

  async stateOf(id: number): Promise<CommandState | undefined> {
    const [row] = await this.db.select({ status: commands.status }).from(commands).where(eq(commands.id, id))
    return row?.status
  }
}
