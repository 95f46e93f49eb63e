import type { Database } from '@vigil/db'
import { commands, deviceEvents, devices, eventsOfSerial } from '@vigil/db/schema'
import type { DeviceCommandName, DeviceEventType } from '@vigil/device-protocols'
import { CommandService } from '@vigil/devices'
import { interlockMessages } from '@vigil/domain'
import { and, desc, eq, gte, type SQL } from 'drizzle-orm'
import {
  type CommandOutcome,
  type DevicePort,
  type ObservedEvent,
  pause,
  type SentCommand,
  type WaitOptions,
} from './device-port.ts'

export interface PlatformPortOptions {
  db: Database
  clock: () => Date
  /** How often the shared tables are read while waiting. */
  pollMs: number
}

type CommandRow = typeof commands.$inferSelect

/** Why a command still outstanding when the wait ended did not finish, by its state then. */
const unfinishedReasons: Record<string, string> = {
  queued: 'the device never took the command (is it online?)',
  sent: 'no answer from the device',
  acked: 'the device answered but its reports never agreed',
}

function outcomeOf(row: CommandRow): CommandOutcome | undefined {
  switch (row.status) {
    case 'confirmed':
      return { status: 'confirmed', reply: row.reply }
    case 'failed':
      return { status: 'failed', reason: row.failureReason ?? String(row.reply ?? 'the device refused the command') }
    case 'timed_out':
      return { status: 'timed_out', reason: row.failureReason ?? 'no answer from the device' }
    case 'expired':
      return { status: 'timed_out', reason: 'the command expired before the device took it' }
    case 'superseded':
      return { status: 'failed', reason: 'another command replaced it' }
    default:
      return undefined
  }
}

const toObserved = (row: typeof deviceEvents.$inferSelect): ObservedEvent => ({
  type: row.type,
  time: row.deviceTime,
  receivedTime: row.receivedTime,
  data: row.data as Record<string, unknown>,
})

/**
 * Exercises devices through the platform itself: commands are rows of the shared `commands` table that the API's
 * command service delivers, and events are the `device_events` rows its ingest stored.
 */
export class PlatformDevicePort implements DevicePort {
  private readonly options: PlatformPortOptions

  constructor(options: PlatformPortOptions) {
    this.options = options
  }

  private get db() {
    return this.options.db
  }

  async sendCommand(
    serial: string,
    name: DeviceCommandName,
    params: Record<string, unknown>,
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<SentCommand> {
    const [device] = await this.db
      .select({ id: devices.id, vehicleId: devices.vehicleId })
      .from(devices)
      .where(eq(devices.serialNumber, serial))
    if (!device) throw new Error(`No device has the serial number ${serial}.`)
    // No gateway is attached here: the command is queued and the API node holding the device's connection sends it.
    const service = new CommandService({
      db: () => this.db,
      clock: this.options.clock,
      ttlSeconds: Math.max(1, Math.ceil(options.timeoutMs / 1000)),
    })
    const requested = await service.request({ deviceId: device.id, vehicleId: device.vehicleId, name, params })
    if ('refused' in requested) throw new Error(interlockMessages[requested.name])
    return { commandId: requested.commandId, outcome: this.outcome(service, requested.commandId, options) }
  }

  /** Waits for the command's end; one the test gave up on is withdrawn, so it cannot reach the device later. */
  private async outcome(
    service: CommandService,
    commandId: string,
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<CommandOutcome> {
    const deadline = Date.now() + options.timeoutMs
    try {
      for (;;) {
        const [row] = await this.db.select().from(commands).where(eq(commands.correlationId, commandId))
        if (!row) return { status: 'failed', reason: 'the command was deleted' }
        const outcome = outcomeOf(row)
        if (outcome) return outcome
        if (Date.now() >= deadline) {
          await service.withdraw(commandId)
          return { status: 'timed_out', reason: unfinishedReasons[row.status] ?? 'no answer from the device' }
        }
        await pause(Math.min(this.options.pollMs, Math.max(0, deadline - Date.now())), options.signal)
      }
    } catch (error) {
      await service.withdraw(commandId)
      throw error
    }
  }

  async waitForEvent(
    serial: string,
    type: DeviceEventType | null,
    predicate: (event: ObservedEvent) => boolean,
    options: WaitOptions,
  ): Promise<ObservedEvent | null> {
    const deadline = Date.now() + options.timeoutMs
    let since = options.since
    const seen = new Set<number>()
    for (;;) {
      const rows = await this.db
        .select()
        .from(deviceEvents)
        .where(this.eventsOf(serial, type, gte(deviceEvents.receivedTime, since)))
        .orderBy(deviceEvents.receivedTime, deviceEvents.id)
        .limit(500)
      for (const row of rows) {
        if (seen.has(row.id)) continue
        seen.add(row.id)
        const event = toObserved(row)
        if (predicate(event)) return event
        if (row.receivedTime > since) since = row.receivedTime
      }
      if (Date.now() >= deadline) return null
      await pause(Math.min(this.options.pollMs, Math.max(0, deadline - Date.now())), options.signal)
    }
  }

  async latestEvent(serial: string, type: DeviceEventType | null): Promise<ObservedEvent | null> {
    const [row] = await this.db
      .select()
      .from(deviceEvents)
      .where(this.eventsOf(serial, type))
      .orderBy(desc(deviceEvents.receivedTime), desc(deviceEvents.deviceTime))
      .limit(1)
    return row ? toObserved(row) : null
  }

  private eventsOf(serial: string, type: DeviceEventType | null, extra?: SQL): SQL | undefined {
    return and(eventsOfSerial(serial), type === null ? undefined : eq(deviceEvents.type, type), extra)
  }
}
