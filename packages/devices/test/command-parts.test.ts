// The parts of the command lifecycle, each on both databases, called directly (CommandService only composes them):
// request records or refuses, delivery sends when it can and again while unanswered, result records the device's
// answer, expiry ends what ran out of time or was withdrawn. The retry condition is tested at its edge.
import type { DatabaseHandle } from '@vigil/db'
import { commands, vehicles } from '@vigil/db/schema'
import type { DeviceCommandName } from '@vigil/device-protocols'
import type { CommandAnswer } from '@vigil/domain'
import { commandMessages, type VehicleCommandMessage } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CommandContext, type CommandOptions } from '../src/commands/context.ts'
import { deliverDue, deliverOnReconnect } from '../src/commands/delivery.ts'
import { expireDue, withdraw } from '../src/commands/expiry.ts'
import { requestCommand } from '../src/commands/request.ts'
import { ConfirmationAnnouncer, recordResult } from '../src/commands/result.ts'
import { dueToSendSql, unansweredSql } from '../src/commands/retry.ts'
import { Gateway, trackedVehicle } from './command-fixture.ts'
import { testDatabase, testDrivers } from './databases.ts'

const start = new Date('2026-03-02T08:00:00.000Z')

describe.each(testDrivers)('the command lifecycle, part by part, on %s', (driver) => {
  let database: DatabaseHandle
  let close: () => Promise<void>
  let deviceId: number
  let vehicleId: number
  const serial = `35300000000${driver === 'pglite' ? '3' : '4'}001`

  beforeAll(async () => {
    ;({ database, close } = await testDatabase(driver))
    ;({ deviceId, vehicleId } = await trackedVehicle(database.db, serial))
  })
  afterAll(async () => {
    await close?.()
  })

  let now: Date
  let gateway: Gateway
  let pushed: VehicleCommandMessage[]
  let outcomes: Array<[string, number]>
  let warnings: string[]
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }
  const context = (options: Partial<CommandOptions> = {}) => {
    const made = new CommandContext({
      db: () => database.db,
      clock: () => now,
      logger: { info: () => {}, warn: (_details, message) => warnings.push(message), error: () => {} },
      publish: async (message) => {
        pushed.push(message)
      },
      countOutcome: (outcome, count) => outcomes.push([outcome, count]),
      ...options,
    })
    made.links.teltonika = gateway
    return made
  }
  const row = async (commandId: string) => {
    const [found] = await database.db.select().from(commands).where(eq(commands.correlationId, commandId))
    return found!
  }
  const requested = async (parts: CommandContext, name: DeviceCommandName = 'unlock') =>
    (await requestCommand(parts, { deviceId, vehicleId, name })) as CommandAnswer

  beforeEach(async () => {
    now = start
    gateway = new Gateway()
    pushed = []
    outcomes = []
    warnings = []
    await database.db.delete(commands)
    await database.db.update(vehicles).set({ gpsSpeedKph: null, gpsDateTime: null }).where(eq(vehicles.id, vehicleId))
  })

  describe('request', () => {
    it('records an offline tracker’s command as queued, saying why, and a newer opposite one supersedes it', async () => {
      const parts = context()
      const first = await requested(parts, 'unlock')
      expect(first).toEqual({ commandId: first.commandId, state: 'queued', queuedReason: 'tracker-offline' })
      expect(await row(first.commandId)).toMatchObject({ status: 'queued', attempts: 0, sentOn: null })
      advance(1)
      const second = await requested(parts, 'lock')
      const replaced = await row(first.commandId)
      expect(replaced).toMatchObject({ status: 'superseded', finishedOn: now })
      expect(replaced.supersededById).toBe((await row(second.commandId)).id)
      expect(outcomes).toEqual([['superseded', 1]])
      expect(pushed.map((message) => [message.name, message.state])).toEqual([
        ['unlock', 'queued'],
        ['lock', 'queued'],
      ])
    })

    it('records a reachable tracker’s command as sent and hands it over at once', async () => {
      const parts = context()
      gateway.online.add(serial)
      const answer = (await requestCommand(parts, {
        deviceId,
        vehicleId,
        name: 'status',
        device: { serial, protocol: 'teltonika' },
      })) as CommandAnswer
      expect(answer.state).toBe('sent')
      expect(await row(answer.commandId)).toMatchObject({ status: 'sent', attempts: 1, sentOn: now })
      expect(gateway.delivered.map((command) => [command.cmdId, command.attempt])).toEqual([[answer.commandId, 1]])
    })

    it('refuses a lock while a fresh fix says the vehicle moves, recording nothing', async () => {
      const parts = context()
      await database.db.update(vehicles).set({ gpsSpeedKph: 60, gpsDateTime: now }).where(eq(vehicles.id, vehicleId))
      expect(await requestCommand(parts, { deviceId, vehicleId, name: 'lock' })).toEqual({
        refused: 'vehicle-moving',
        name: 'lock',
      })
      expect(await database.db.select().from(commands)).toEqual([])
      expect(outcomes).toEqual([['refused', 1]])
    })
  })

  describe('delivery', () => {
    it('sends a queued command once its tracker is online, and again only when it is unanswered past the retry time', async () => {
      const parts = context({ retryAfterMs: 10_000 })
      const { commandId } = await requested(parts, 'status')
      await deliverDue(parts, now)
      expect(gateway.delivered).toEqual([])
      gateway.online.add(serial)
      await deliverDue(parts, now)
      expect(await row(commandId)).toMatchObject({ status: 'sent', attempts: 1, sentOn: now })
      advance(10_000)
      await deliverDue(parts, now)
      expect(gateway.delivered.map((command) => command.attempt)).toEqual([1])
      advance(1)
      await deliverDue(parts, now)
      expect(gateway.delivered.map((command) => command.attempt)).toEqual([1, 2])
      expect(await row(commandId)).toMatchObject({ status: 'sent', attempts: 2, sentOn: now })
      // A retry changes nothing the agent sees.
      expect(pushed.map((message) => message.state)).toEqual(['queued', 'sent'])
    })

    it('sends a tracker’s queued commands when it connects, but not one whose time is up', async () => {
      const parts = context({ ttlSeconds: 60 })
      const { commandId } = await requested(parts, 'status')
      gateway.online.add(serial)
      advance(60_000)
      await deliverOnReconnect(parts, serial)
      expect(gateway.delivered).toEqual([])
      const fresh = await requested(parts, 'unlock')
      gateway.online.delete(serial)
      advance(1)
      gateway.online.add(serial)
      await deliverOnReconnect(parts, serial)
      expect(gateway.delivered.map((command) => command.cmdId)).toEqual([fresh.commandId])
      expect((await row(commandId)).status).toBe('queued')
    })
  })

  describe('result', () => {
    it('acknowledges an answered lock, confirms an answered fuel cut, and fails on an error with its reply', async () => {
      const parts = context()
      gateway.online.add(serial)
      const lock = await requested(parts, 'unlock')
      const fuel = await requested(parts, 'cut-fuel')
      const status = await requested(parts, 'status')
      await deliverDue(parts, now)
      advance(500)
      await recordResult(parts, { cmdId: lock.commandId, status: 'ok', reply: null, time: now })
      await recordResult(parts, { cmdId: fuel.commandId, status: 'ok', reply: null, time: now })
      await recordResult(parts, { cmdId: status.commandId, status: 'error', reply: 'busy', time: now })
      expect(await row(lock.commandId)).toMatchObject({ status: 'acked', ackedOn: now, finishedOn: null })
      expect(await row(fuel.commandId)).toMatchObject({ status: 'confirmed', finishedOn: now })
      expect(await row(status.commandId)).toMatchObject({ status: 'failed', failureReason: 'busy', finishedOn: now })
      expect(outcomes).toEqual([
        ['confirmed', 1],
        ['failed', 1],
      ])
    })

    it('keeps a late answer’s reply without changing a finished command, and ignores an unknown one', async () => {
      const parts = context()
      const { commandId } = await requested(parts, 'status')
      await withdraw(parts, commandId)
      await recordResult(parts, { cmdId: commandId, status: 'ok', reply: { late: true }, time: now })
      expect(await row(commandId)).toMatchObject({ status: 'expired', reply: { late: true } })
      await recordResult(parts, { cmdId: 'no-such-command', status: 'ok', reply: null, time: now })
      expect(warnings).toEqual(['answer to an unknown command ignored'])
    })

    it('announces a confirmation ingest wrote once, however often the sweep looks', async () => {
      const parts = context()
      const { commandId } = await requested(parts, 'unlock')
      await database.db
        .update(commands)
        .set({ status: 'confirmed', finishedOn: now })
        .where(eq(commands.correlationId, commandId))
      const announcer = new ConfirmationAnnouncer()
      await announcer.announceNew(parts, now)
      advance(1_000)
      await announcer.announceNew(parts, now)
      expect(pushed.filter((message) => message.state === 'confirmed').map((message) => message.commandId)).toEqual([
        commandId,
      ])
    })
  })

  describe('expiry', () => {
    it('expires a queued command past its time, times out one never confirmed and one never answered', async () => {
      const parts = context({ ttlSeconds: 120, retryAfterMs: 10_000, maxAttempts: 1, confirmTimeoutMs: 30_000 })
      const queued = await requested(parts, 'enable-auto-lock')
      gateway.online.add(serial)
      const acked = await requested(parts, 'unlock')
      // Not a lock or fuel cut: those wait for a fresh fix from a tracker that has just connected.
      const sent = await requested(parts, 'restore-fuel')
      await deliverDue(parts, now)
      await recordResult(parts, { cmdId: acked.commandId, status: 'ok', reply: null, time: now })
      gateway.online.delete(serial)
      await database.db
        .update(commands)
        .set({ status: 'queued', attempts: 0, sentOn: null })
        .where(eq(commands.correlationId, queued.commandId))
      advance(10_000)
      await expireDue(parts, now)
      expect((await row(sent.commandId)).status).toBe('sent')
      advance(1)
      await expireDue(parts, now)
      expect(await row(sent.commandId)).toMatchObject({
        status: 'timed_out',
        failureReason: commandMessages.neverAnswered,
      })
      advance(20_000)
      await expireDue(parts, now)
      expect(await row(acked.commandId)).toMatchObject({
        status: 'timed_out',
        failureReason: commandMessages.neverConfirmed,
      })
      expect((await row(queued.commandId)).status).toBe('queued')
      advance(90_000)
      await expireDue(parts, now)
      expect(await row(queued.commandId)).toMatchObject({ status: 'expired', finishedOn: now })
      expect(outcomes.filter(([outcome]) => outcome !== 'superseded')).toEqual([
        ['timed_out', 1],
        ['timed_out', 1],
        ['expired', 1],
      ])
    })

    it('withdraws a command not yet answered, and leaves an answered one as it is', async () => {
      const parts = context()
      const { commandId } = await requested(parts, 'status')
      expect(await withdraw(parts, commandId)).toBe(true)
      expect(await row(commandId)).toMatchObject({ status: 'expired', finishedOn: now })
      expect(pushed.at(-1)).toMatchObject({ commandId, state: 'expired' })
      gateway.online.add(serial)
      const answered = await requested(parts, 'unlock')
      await deliverDue(parts, now)
      await recordResult(parts, { cmdId: answered.commandId, status: 'ok', reply: null, time: now })
      expect(await withdraw(parts, answered.commandId)).toBe(false)
      expect((await row(answered.commandId)).status).toBe('acked')
    })
  })

  describe('the retry condition', () => {
    it('holds a sent command due only once the retry time has passed, and a queued one always', async () => {
      const parts = context()
      gateway.online.add(serial)
      const { commandId } = await requested(parts, 'status')
      await deliverDue(parts, now)
      const due = async (at: Date) => {
        const rows = await database.db
          .select({ unanswered: unansweredSql(at, 10_000), due: dueToSendSql(at, 10_000) })
          .from(commands)
          .where(eq(commands.correlationId, commandId))
        return rows[0]
      }
      expect(await due(new Date(now.getTime() + 10_000))).toEqual({ unanswered: false, due: false })
      expect(await due(new Date(now.getTime() + 10_001))).toEqual({ unanswered: true, due: true })
      await database.db.update(commands).set({ status: 'queued' }).where(eq(commands.correlationId, commandId))
      expect(await due(now)).toEqual({ unanswered: false, due: true })
    })
  })
})
