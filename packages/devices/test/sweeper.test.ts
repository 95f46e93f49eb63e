// The command sweeper (CommandService.sweep) and the answers that feed it, on both databases: what an agent sees of a
// command that waits for its tracker, is sent again, expires or times out. Written against the service's public
// calls (request, sweep, deviceOnline, handleResult, find) and what it tells the outside world (the gateway's
// deliveries, the hub messages, the outcome counts, the log), not against how it stores them.
import type { DatabaseHandle } from '@vigil/db'
import { commands, vehicles } from '@vigil/db/schema'
import type { DeviceCommandResult } from '@vigil/device-protocols'
import { commandMessages, interlockMessages, type VehicleCommandMessage } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type CommandLogger,
  type CommandOptions,
  CommandService,
  defaultInterlockLimits,
  interlockDecision,
} from '../src/index.ts'
import { Gateway, trackedVehicle } from './command-fixture.ts'
import { testDatabase, testDrivers } from './databases.ts'

const start = new Date('2026-03-02T08:00:00.000Z')

type Logged = { level: 'info' | 'warn' | 'error'; details: object; message: string }

describe.each(testDrivers)('the command sweeper, on %s', (driver) => {
  let database: DatabaseHandle
  let deviceId: number
  let vehicleId: number
  const serial = `35300000000${driver === 'pglite' ? '1' : '2'}001`

  let close: () => Promise<void>
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
  let logged: Logged[]
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }
  const logger: CommandLogger = {
    info: (details, message) => logged.push({ level: 'info', details, message }),
    warn: (details, message) => logged.push({ level: 'warn', details, message }),
    error: (details, message) => logged.push({ level: 'error', details, message }),
  }
  const service = (options: Partial<CommandOptions> = {}) => {
    const commandService = new CommandService({
      db: () => database.db,
      clock: () => now,
      logger,
      publish: async (message) => {
        pushed.push(message)
      },
      countOutcome: (outcome, count) => outcomes.push([outcome, count]),
      ...options,
    })
    commandService.attach('teltonika', gateway)
    return commandService
  }
  const stateOf = async (commandService: CommandService, commandId: string) =>
    (await commandService.find(commandId))?.status
  const answer = (cmdId: string, status: 'ok' | 'error', reply: unknown = null): DeviceCommandResult => ({
    cmdId,
    status,
    reply,
    time: now,
  })
  const push = (
    commandId: string,
    name: string,
    state: string,
    reason: string | null = null,
    queuedReason: string | null = state === 'queued' ? 'tracker-offline' : null,
  ) => ({
    vehicleId,
    commandId,
    name,
    state,
    at: now.toISOString(),
    reason,
    queuedReason,
  })
  const fix = (speedKph: number | null, ageMs: number) =>
    database.db
      .update(vehicles)
      .set({ gpsSpeedKph: speedKph, gpsDateTime: new Date(now.getTime() - ageMs) })
      .where(eq(vehicles.id, vehicleId))

  beforeEach(async () => {
    now = start
    gateway = new Gateway()
    pushed = []
    outcomes = []
    logged = []
    await database.db.delete(commands)
    await database.db.update(vehicles).set({ gpsSpeedKph: null, gpsDateTime: null }).where(eq(vehicles.id, vehicleId))
  })

  it('keeps a command for an offline tracker queued until its two minutes are up, then expires it', async () => {
    const sweeper = service()
    const { commandId, state } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as {
      commandId: string
      state: string
    }
    expect(state).toBe('queued')
    expect(pushed).toEqual([push(commandId, 'unlock', 'queued')])
    advance(120_000)
    await sweeper.sweep()
    expect(await stateOf(sweeper, commandId)).toBe('queued')
    expect(pushed).toHaveLength(1)
    advance(1)
    await sweeper.sweep()
    const expired = await sweeper.find(commandId)
    expect(expired).toMatchObject({ status: 'expired', finishedOn: now, sentOn: null, failureReason: null })
    expect(pushed.at(-1)).toEqual(push(commandId, 'unlock', 'expired'))
    expect(outcomes).toEqual([['expired', 1]])

    // The tracker comes back: an expired command is never sent.
    gateway.online.add(serial)
    await sweeper.deviceOnline(serial)
    await sweeper.sweep()
    expect(gateway.delivered).toEqual([])
    expect(await stateOf(sweeper, commandId)).toBe('expired')
  })

  it('sends a queued command at the first sweep that finds its tracker online, and when the tracker connects', async () => {
    const sweeper = service()
    const first = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    await sweeper.sweep()
    expect(gateway.delivered).toEqual([])
    advance(5_000)
    gateway.online.add(serial)
    await sweeper.sweep()
    expect(gateway.delivered).toEqual([
      {
        serial,
        cmdId: first.commandId,
        name: 'unlock',
        params: {},
        expiresAt: new Date(start.getTime() + 120_000),
        attempt: 1,
      },
    ])
    expect(await sweeper.find(first.commandId)).toMatchObject({ status: 'sent', sentOn: now })
    expect(pushed.map((message) => message.state)).toEqual(['queued', 'sent'])
    expect(pushed.at(-1)).toEqual(push(first.commandId, 'unlock', 'sent'))

    gateway.online.delete(serial)
    const second = (await sweeper.request({ deviceId, vehicleId, name: 'status', params: { full: true } })) as {
      commandId: string
    }
    expect(await stateOf(sweeper, second.commandId)).toBe('queued')
    gateway.online.add(serial)
    await sweeper.deviceOnline('359999999999999')
    expect(gateway.delivered).toHaveLength(1)
    await sweeper.deviceOnline(serial)
    expect(gateway.delivered.at(-1)).toMatchObject({ cmdId: second.commandId, params: { full: true }, attempt: 1 })
    expect(await stateOf(sweeper, second.commandId)).toBe('sent')
  })

  it('sends an unanswered command again every ten seconds, and times it out after the third attempt', async () => {
    const sweeper = service()
    gateway.online.add(serial)
    const { commandId, state } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as {
      commandId: string
      state: string
    }
    expect(state).toBe('sent')
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1])
    advance(10_000)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1])
    advance(1)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1, 2])
    expect(gateway.delivered.every((delivery) => delivery.cmdId === commandId)).toBe(true)
    await sweeper.sweep()
    expect(gateway.delivered).toHaveLength(2)
    advance(10_001)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1, 2, 3])
    // A retry changes nothing the agent sees.
    expect(pushed.map((message) => message.state)).toEqual(['sent'])
    expect(await stateOf(sweeper, commandId)).toBe('sent')
    advance(10_000)
    await sweeper.sweep()
    expect(await stateOf(sweeper, commandId)).toBe('sent')
    advance(1)
    await sweeper.sweep()
    expect(gateway.delivered).toHaveLength(3)
    expect(await sweeper.find(commandId)).toMatchObject({
      status: 'timed_out',
      finishedOn: now,
      failureReason: commandMessages.neverAnswered,
    })
    expect(pushed.at(-1)).toEqual(push(commandId, 'unlock', 'timed_out', commandMessages.neverAnswered))
    expect(outcomes).toEqual([['timed_out', 1]])
  })

  it('follows its settings: the retry interval, the number of attempts and the time to live', async () => {
    const sweeper = service({ retryAfterMs: 2_000, maxAttempts: 2, ttlSeconds: 30 })
    gateway.online.add(serial)
    const { commandId } = (await sweeper.request({ deviceId, vehicleId, name: 'status' })) as { commandId: string }
    expect(gateway.delivered[0]?.expiresAt).toEqual(new Date(start.getTime() + 30_000))
    advance(2_001)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1, 2])
    advance(2_001)
    await sweeper.sweep()
    expect(gateway.delivered).toHaveLength(2)
    expect(await stateOf(sweeper, commandId)).toBe('timed_out')
  })

  it('times out a command past its expiry when it is next due, instead of sending it again', async () => {
    const sweeper = service({ ttlSeconds: 15 })
    gateway.online.add(serial)
    const { commandId } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    advance(10_001)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1, 2])
    advance(10_001)
    await sweeper.sweep()
    expect(gateway.delivered).toHaveLength(2)
    expect(await sweeper.find(commandId)).toMatchObject({
      status: 'timed_out',
      failureReason: commandMessages.neverAnswered,
    })
  })

  it('keeps a command whose hand-over failed as sent, logs it, and sends it again when due', async () => {
    const sweeper = service()
    gateway.online.add(serial)
    gateway.failing = true
    const { commandId } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    await sweeper.sweep()
    expect(await stateOf(sweeper, commandId)).toBe('sent')
    expect(logged).toEqual([
      {
        level: 'warn',
        details: { err: expect.any(Error), serial, commandId },
        message: 'command not delivered',
      },
    ])
    gateway.failing = false
    advance(10_001)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.attempt)).toEqual([1, 2])
  })

  it('times out an acknowledged command the telemetry never confirms, after 30 seconds or at its expiry', async () => {
    const sweeper = service()
    gateway.online.add(serial)
    const { commandId } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    await sweeper.handleResult(answer(commandId, 'ok', { relay: 'open' }))
    expect(await sweeper.find(commandId)).toMatchObject({ status: 'acked', ackedOn: now, finishedOn: null })
    expect(pushed.at(-1)).toEqual(push(commandId, 'unlock', 'acked'))
    advance(30_000)
    await sweeper.sweep()
    expect(await stateOf(sweeper, commandId)).toBe('acked')
    expect(gateway.delivered).toHaveLength(1)
    advance(1)
    await sweeper.sweep()
    expect(await sweeper.find(commandId)).toMatchObject({
      status: 'timed_out',
      finishedOn: now,
      failureReason: commandMessages.neverConfirmed,
    })
    expect(pushed.at(-1)).toEqual(push(commandId, 'unlock', 'timed_out', commandMessages.neverConfirmed))
    expect(outcomes).toEqual([['timed_out', 1]])

    const short = service({ ttlSeconds: 10, confirmTimeoutMs: 60_000 })
    const second = (await short.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    await short.handleResult(answer(second.commandId, 'ok'))
    advance(10_000)
    await short.sweep()
    expect(await stateOf(short, second.commandId)).toBe('acked')
    advance(1)
    await short.sweep()
    expect(await stateOf(short, second.commandId)).toBe('timed_out')
  })

  it('announces each confirmation written by ingest once, from the next sweep, looking five seconds back', async () => {
    const sweeper = service()
    gateway.online.add(serial)
    const ids: string[] = []
    for (const name of ['unlock', 'status', 'enable-auto-lock'] as const) {
      ids.push(((await sweeper.request({ deviceId, vehicleId, name })) as { commandId: string }).commandId)
    }
    // What ingest's statement does when a report proves a command carried out.
    const confirm = (commandId: string, finishedOn: Date) =>
      database.db.update(commands).set({ status: 'confirmed', finishedOn }).where(eq(commands.correlationId, commandId))
    advance(20_000)
    await confirm(ids[0]!, new Date(now.getTime() - 5_000))
    await confirm(ids[1]!, new Date(now.getTime() - 5_001))
    const pushedBefore = pushed.length
    await sweeper.sweep()
    expect(pushed.slice(pushedBefore)).toEqual([
      { ...push(ids[0]!, 'unlock', 'confirmed'), at: new Date(now.getTime() - 5_000).toISOString() },
    ])
    expect(outcomes).toEqual([['confirmed', 1]])
    await sweeper.sweep()
    expect(pushed.slice(pushedBefore)).toHaveLength(1)
    advance(3_000)
    await confirm(ids[2]!, new Date(now.getTime() - 7_000))
    await sweeper.sweep()
    expect(pushed.slice(pushedBefore).map((message) => message.commandId)).toEqual([ids[0], ids[2]])
    expect(outcomes).toEqual([
      ['confirmed', 1],
      ['confirmed', 1],
    ])
  })

  it('records what a tracker answers: an error fails the command, a fuel command is confirmed by its answer', async () => {
    const sweeper = service()
    gateway.online.add(serial)
    const unlock = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    await sweeper.handleResult(answer(unlock.commandId, 'error', 'Relay stuck'))
    expect(await sweeper.find(unlock.commandId)).toMatchObject({
      status: 'failed',
      failureReason: 'Relay stuck',
      finishedOn: now,
    })
    expect(pushed.at(-1)).toEqual(push(unlock.commandId, 'unlock', 'failed', 'Relay stuck'))
    const status = (await sweeper.request({ deviceId, vehicleId, name: 'status' })) as { commandId: string }
    await sweeper.handleResult(answer(status.commandId, 'error', { code: 7 }))
    expect(await sweeper.find(status.commandId)).toMatchObject({ status: 'failed', failureReason: '{"code":7}' })
    const fuel = (await sweeper.request({ deviceId, vehicleId, name: 'restore-fuel' })) as { commandId: string }
    await sweeper.handleResult(answer(fuel.commandId, 'ok'))
    expect(await sweeper.find(fuel.commandId)).toMatchObject({
      status: 'confirmed',
      finishedOn: now,
      failureReason: null,
    })
    expect(outcomes).toEqual([
      ['failed', 1],
      ['failed', 1],
      ['confirmed', 1],
    ])

    // A late answer to a finished command is kept, and changes nothing.
    const pushedBefore = pushed.length
    advance(1_000)
    await sweeper.handleResult(answer(unlock.commandId, 'ok', 'done after all'))
    expect(await sweeper.find(unlock.commandId)).toMatchObject({ status: 'failed', ackedOn: now })
    const [stored] = await database.db
      .select({ reply: commands.reply })
      .from(commands)
      .where(eq(commands.correlationId, unlock.commandId))
    expect(stored?.reply).toBe('done after all')
    expect(pushed).toHaveLength(pushedBefore)

    await sweeper.handleResult(answer('01UNKNOWNCOMMAND', 'ok'))
    expect(logged).toEqual([
      { level: 'warn', details: { cmdId: '01UNKNOWNCOMMAND' }, message: 'answer to an unknown command ignored' },
    ])
  })

  it('lets a newer command replace an older opposite one still outstanding', async () => {
    const sweeper = service()
    const lock = (await sweeper.request({ deviceId, vehicleId, name: 'lock' })) as { commandId: string }
    const status = (await sweeper.request({ deviceId, vehicleId, name: 'status' })) as { commandId: string }
    const unlock = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    expect(await stateOf(sweeper, lock.commandId)).toBe('superseded')
    expect(await stateOf(sweeper, status.commandId)).toBe('queued')
    expect(await stateOf(sweeper, unlock.commandId)).toBe('queued')
    expect(outcomes).toEqual([['superseded', 1]])
    gateway.online.add(serial)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.cmdId)).toEqual([status.commandId, unlock.commandId])
  })

  it('refuses a lock while the vehicle moves, holds it on an old fix, and fails it when a fresh fix shows it moving', async () => {
    const sweeper = service()
    gateway.online.add(serial)
    await fix(40, 1_000)
    expect(await sweeper.request({ deviceId, vehicleId, name: 'lock' })).toEqual({
      refused: 'vehicle-moving',
      name: 'lock',
    })
    expect(await database.db.select().from(commands)).toEqual([])
    expect(outcomes).toEqual([['refused', 1]])

    await fix(0, 120_001)
    const held = (await sweeper.request({ deviceId, vehicleId, name: 'lock' })) as { commandId: string; state: string }
    // Online, so it waits for a fix, not for the tracker: the answer, the push and GET /Commands say so.
    expect(held).toMatchObject({ state: 'queued', queuedReason: 'awaiting-fix' })
    expect(pushed.at(-1)).toEqual(push(held.commandId, 'lock', 'queued', null, 'awaiting-fix'))
    await sweeper.sweep()
    expect(gateway.delivered).toEqual([])
    expect(await sweeper.find(held.commandId)).toMatchObject({ status: 'queued', queuedReason: 'awaiting-fix' })
    await fix(3, 0)
    await sweeper.sweep()
    expect(gateway.delivered.map((delivery) => delivery.cmdId)).toEqual([held.commandId])

    const fuel = (await sweeper.request({ deviceId, vehicleId: null, name: 'cut-fuel' })) as { state: string }
    expect(fuel.state).toBe('sent')
    await fix(null, 200_000)
    const waiting = (await sweeper.request({ deviceId, vehicleId, name: 'cut-fuel' })) as { commandId: string }
    await fix(12, 0)
    await sweeper.sweep()
    expect(await sweeper.find(waiting.commandId)).toMatchObject({
      status: 'failed',
      failureReason: interlockMessages['cut-fuel'],
      finishedOn: now,
    })
    expect(pushed.at(-1)).toEqual(push(waiting.commandId, 'cut-fuel', 'failed', interlockMessages['cut-fuel']))
  })

  it('decides the interlock on a fresh fix only, up to five km/h and two minutes', () => {
    const fixAt = (speedKph: number | null, ageMs: number) => ({ speedKph, time: new Date(start.getTime() - ageMs) })
    expect(defaultInterlockLimits).toEqual({ movingAboveKph: 5, freshFixMs: 120_000 })
    expect(interlockDecision('lock', fixAt(5, 120_000), start)).toBe('clear')
    expect(interlockDecision('lock', fixAt(5.1, 0), start)).toBe('moving')
    expect(interlockDecision('cut-fuel', fixAt(null, 0), start)).toBe('clear')
    expect(interlockDecision('lock', fixAt(50, 120_001), start)).toBe('wait')
    expect(interlockDecision('lock', { speedKph: 0, time: null }, start)).toBe('wait')
    expect(interlockDecision('lock', undefined, start)).toBe('wait')
    expect(interlockDecision('unlock', undefined, start)).toBe('clear')
    expect(interlockDecision('lock', fixAt(8, 0), start, { movingAboveKph: 10, freshFixMs: 1_000 })).toBe('clear')
  })

  it('sends a command once when two sweeps run at the same time', async () => {
    const sweeper = service()
    const { commandId } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    gateway.online.add(serial)
    await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.deviceOnline(serial)])
    expect(gateway.delivered.map((delivery) => delivery.cmdId)).toEqual([commandId])
  })

  it('logs a sweep that failed, and the next one runs', async () => {
    let broken = true
    const sweeper = service({
      db: () => {
        if (broken) throw new Error('database gone')
        return database.db
      },
    })
    await expect(sweeper.sweep()).resolves.toBeUndefined()
    expect(logged).toEqual([{ level: 'error', details: { err: expect.any(Error) }, message: 'command sweep failed' }])
    broken = false
    const { commandId } = (await sweeper.request({ deviceId, vehicleId, name: 'unlock' })) as { commandId: string }
    gateway.online.add(serial)
    await sweeper.sweep()
    expect(await stateOf(sweeper, commandId)).toBe('sent')
  })

  it('logs a state it could not push, and counts outcomes without a hub', async () => {
    const sweeper = service({
      publish: async () => {
        throw new Error('hub down')
      },
    })
    await sweeper.request({ deviceId, vehicleId, name: 'unlock' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(logged).toEqual([
      { level: 'warn', details: { err: expect.any(Error) }, message: 'command state not pushed' },
    ])
    const silent = service({ publish: undefined })
    advance(120_001)
    await silent.sweep()
    expect(outcomes).toEqual([['expired', 1]])
    expect(pushed).toEqual([])
  })

  it('answers no command for an unknown id, and refuses a command for an unknown device', async () => {
    const sweeper = service()
    expect(await sweeper.find('01NOSUCHCOMMAND')).toBeUndefined()
    await expect(sweeper.request({ deviceId: 999_999, vehicleId: null, name: 'status' })).rejects.toThrow()
  })
})
