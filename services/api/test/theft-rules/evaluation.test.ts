import { queryRows } from '@vigil/db'
import { companyVehicles, devices, installations, theftRuleStates, vehicles } from '@vigil/db/schema'
import type { DeviceEvent } from '@vigil/device-protocols'
import { type Alarm, EARTH_RADIUS_METERS, type Position, type TheftRuleInput } from '@vigil/domain'
import { eq, sql } from 'drizzle-orm'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { raiseAlarms } from '../../src/alarms/index.ts'
import { TheftRules } from '../../src/theft-rules/evaluate.ts'
import { connectSimulatedDevice, createDeviceTestApp, type DeviceTestApp, until } from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

const home: Position = { latitudeDegrees: -26.1076, longitudeDegrees: 28.0567 }
const north = (metres: number): Position => ({
  ...home,
  latitudeDegrees: home.latitudeDegrees + (metres / (EARTH_RADIUS_METERS * Math.PI)) * 180,
})

describe.each(drivers)('theft rules at ingest on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: await t.headersFor('Technical-Agent'),
      ...(payload ? { payload } : {}),
    })

  /** Sets a rule, for a vehicle and on at all hours unless told otherwise. */
  const setRule = async (rule: Pick<TheftRuleInput, 'name' | 'kind' | 'scopeId'> & Partial<TheftRuleInput>) => {
    const answer = await call('POST', '/TheftRules', {
      scope: 'vehicle',
      enabled: true,
      schedule: null,
      parameters: {},
      ...rule,
    })
    expect(answer.statusCode).toBe(200)
    return answer
  }

  const openRuleAlarms = async (vehicleId: number): Promise<Alarm[]> =>
    (await call('GET', `/Alarms?$filter=vehicleId eq ${vehicleId} and open eq true`))
      .json()
      .items.filter((alarm: Alarm) => alarm.kind === 'Theft rule')

  /** A 200 m circle round home for the vehicle, watched by a leaves-geofence rule at all hours. */
  const leaveRule = async (vehicleId: number, fenceName: string, ruleName: string) => {
    const fence = (
      await call('POST', '/Geofences', {
        name: fenceName,
        shape: { type: 'circle', centre: home, radiusMeters: 200 },
        scope: 'vehicle',
        scopeId: vehicleId,
      })
    ).json()
    return setRule({
      name: ruleName,
      kind: 'leaves-geofence',
      scopeId: vehicleId,
      parameters: { geofenceId: fence.id },
    })
  }

  /** A fix of the tracker `seconds` after a minute ago (its device time), driving at 40 km/h. */
  const fixesOf =
    (serial: string, start = Date.now() - 60_000) =>
    (seconds: number, at: Position): DeviceEvent => ({
      id: ulid(),
      serial,
      time: new Date(start + seconds * 1000),
      type: 'gps',
      data: { ...at, altitudeMeters: 1600, speedKph: 40, headingDegrees: 0, satellites: 9 },
    })

  it('opens one alarm when a vehicle leaves its geofence, naming the rule, the place and the evidence', async () => {
    const vehicleId = t.demo.vehicleIds[1]!
    const rule = await leaveRule(vehicleId, 'Home', 'Home at night')
    const { device, serial } = await connectSimulatedDevice(t, vehicleId)
    const fix = fixesOf(serial)
    try {
      await device.publish([fix(0, north(0))])
      await until(
        async () =>
          (await t.db.select().from(theftRuleStates).where(eq(theftRuleStates.ruleId, rule.json().id))).length > 0,
      )
      // Jitter at the edge does not open anything.
      await device.publish([fix(5, north(195)), fix(10, north(215))])
      await device.publish([fix(20, north(600))])
      const [alarm] = await until(async () => {
        const alarms = await openRuleAlarms(vehicleId)
        return alarms.length > 0 ? alarms : undefined
      })
      expect(alarm).toMatchObject({
        kind: 'Theft rule',
        reportCount: 1,
        ruleName: 'Home at night',
        evidence: expect.stringMatching(/^Left 'Home', 400 m outside at /),
      })
      expect(alarm!.latitudeDegrees).toBeCloseTo(north(600).latitudeDegrees, 6)
      const trail = (await call('GET', `/Alarms/${alarm!.id}/Trail`)).json().items
      expect(trail[0]).toMatchObject({
        action: 'raised',
        detail: expect.stringMatching(/^Home at night: Left 'Home', 400 m outside at /),
      })

      // Back home and out again: the same rule adds a report to its open alarm rather than opening another.
      await device.publish([fix(30, north(0))])
      await device.publish([fix(40, north(900))])
      await until(async () => ((await openRuleAlarms(vehicleId))[0]?.reportCount === 2 ? true : undefined))
      expect(await openRuleAlarms(vehicleId)).toHaveLength(1)
      const [state] = await t.db.select().from(theftRuleStates).where(eq(theftRuleStates.ruleId, rule.json().id))
      expect(state?.state.inside).toBe(false)
    } finally {
      await device.stop()
    }
  })

  it("reads no installer's test report: a vehicle driven out of its geofence during its installation opens nothing", async () => {
    const vehicleId = t.demo.vehicleIds[5]!
    const rule = await leaveRule(vehicleId, 'Workshop', 'Left the workshop')
    const { device, deviceId, serial } = await connectSimulatedDevice(t, vehicleId)
    const start = Date.now() - 60_000
    const fix = fixesOf(serial, start)
    const ruleStates = () => t.db.$count(theftRuleStates, eq(theftRuleStates.ruleId, rule.json().id))
    try {
      const [installation] = await t.db
        .insert(installations)
        .values({ vehicleId, deviceId, createdOn: new Date(start - 60_000) })
        .returning()
      // During the installation: inside, then well outside. Neither is read by the rule (read, the second would open
      // an alarm, and the drive below would only add a second report to it).
      await device.publish([fix(0, north(0)), fix(10, north(800))])

      // Completed (between the test drive and the next fixes): the same drive out is a theft rule's alarm again.
      await t.db
        .update(installations)
        .set({ dateCompleted: new Date(start + 15_000) })
        .where(eq(installations.id, installation!.id))
      // Home until the rule has read a report (each node loads rule changes within 2 s), then out.
      let tenths = 0
      await until(async () => {
        await device.publish([fix(20 + tenths++ / 10, north(0))])
        await new Promise((resolve) => setTimeout(resolve, 100))
        return (await ruleStates()) > 0 ? true : undefined
      })
      await device.publish([fix(40, north(800))])
      const alarms = await until(async () => {
        const open = await openRuleAlarms(vehicleId)
        return open.length > 0 ? open : undefined
      })
      expect(alarms).toHaveLength(1)
      expect(alarms[0]).toMatchObject({ reportCount: 1 })
    } finally {
      await device.stop()
    }
  })

  it('decides batches in flight at once in the order they came, losing no exit (bench:rules lost a few)', async () => {
    const vehicleId = t.demo.vehicleIds[3]!
    await leaveRule(vehicleId, 'Depot', 'Left the depot')
    const { device, deviceId, serial } = await connectSimulatedDevice(t, vehicleId)
    await device.stop()
    const fix = fixesOf(serial)
    const batch = (...events: DeviceEvent[]) =>
      events.map((event) => ({ event, device: { id: deviceId, serialNumber: serial, vehicleId } }))
    // The database as this node sees it, with a switch that holds the next statement until `release` is called.
    let holdNext = false
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let statements = 0
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver)
        return async (...args: Parameters<typeof target.execute>) => {
          statements++
          if (holdNext) {
            holdNext = false
            await held
          }
          return target.execute(...args)
        }
      },
    })
    const rules = new TheftRules(
      () => db,
      () => new Date(),
    )
    await rules.evaluate(batch(fix(0, north(0))))

    // Batch A (out, then home) and batch B (out again) are in flight at once, as on PostgreSQL; A's first statement
    // is slow, so B's would answer first.
    holdNext = true
    const first = rules.evaluate(batch(fix(10, north(600)), fix(20, north(0))))
    await new Promise((resolve) => setImmediate(resolve))
    expect(holdNext).toBe(false)
    const before = statements
    const second = rules.evaluate(batch(fix(30, north(600))))
    await new Promise((resolve) => setImmediate(resolve))
    // Decided ahead, B would remember the later report, and A's exit (older) would change nothing.
    const secondRanAhead = statements > before
    release()
    await Promise.all([first, second])
    expect(secondRanAhead).toBe(false)
    const [alarm] = await openRuleAlarms(vehicleId)
    expect(alarm).toMatchObject({ kind: 'Theft rule', reportCount: 2 })
  })

  it('fires a silent tracker once across two nodes', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    await setRule({
      name: 'Unplugged',
      kind: 'tracker-silent',
      scopeId: vehicleId,
      parameters: { silentAfterMinutes: 1 },
    })
    const { device, deviceId } = await connectSimulatedDevice(t, vehicleId)
    try {
      await device.raise({ kind: 'low-battery' })
      await until(async () => {
        const [seen] = await t.db.select({ on: devices.lastSeenOn }).from(devices).where(eq(devices.id, deviceId))
        return seen?.on ?? undefined
      })
    } finally {
      await device.stop()
    }
    const later = () => new Date(Date.now() + 5 * 60_000)
    const nodes = [new TheftRules(() => t.db, later), new TheftRules(() => t.db, later)]
    const firings = await Promise.all(nodes.map((node) => node.checkSilence()))
    const mine = firings.flat().filter((message) => message.alarm.vehicleId === vehicleId)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.change).toBe('raised')
    // Once fired, the same silence fires no more, on either node.
    const again = (await Promise.all(nodes.map((node) => node.checkSilence()))).flat()
    expect(again.filter((message) => message.alarm.vehicleId === vehicleId)).toEqual([])
    const trail = (await call('GET', `/Alarms/${mine[0]!.alarm.id}/Trail`)).json().items
    expect(trail[0].detail).toMatch(/^Unplugged: Tracker silent for 5 min since its last report at /)
  })

  // SOS and tamper as rules: with no rule every vehicle raises both as always (the desk's own tests); a rule switches
  // one off or names it, the most specific scope deciding.
  const holderOf = async (vehicleId: number) =>
    (await t.db.select({ userId: vehicles.userId }).from(vehicles).where(eq(vehicles.id, vehicleId)))[0]!.userId

  const alarmsOf = async (vehicleId: number): Promise<Alarm[]> =>
    (await call('GET', `/Alarms?$filter=vehicleId eq ${vehicleId} and open eq true`)).json().items

  it("off for its holder, a vehicle's SOS raises nothing while its tamper still does; its own rule wins", async () => {
    const vehicleId = t.demo.vehicleIds[6]!
    await setRule({
      name: 'Holder SOS off',
      kind: 'sos',
      scope: 'account-holder',
      scopeId: await holderOf(vehicleId),
      enabled: false,
    })
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      await device.raise({ kind: 'sos' })
      await device.raise({ kind: 'tamper' })
      // Reports of one tracker are raised in order: once the tamper's alarm is open, the SOS was decided.
      const raised = await until(async () => {
        const open = await alarmsOf(vehicleId)
        return open.length > 0 ? open : undefined
      })
      expect(raised.map(({ kind, ruleName, evidence }) => ({ kind, ruleName, evidence }))).toEqual([
        { kind: 'Tamper', ruleName: 'Car battery disconnected', evidence: null },
      ])

      // The vehicle's own rule is more specific than its holder's: SOS raises again, naming the rule.
      await setRule({ name: 'Driver SOS', kind: 'sos', scopeId: vehicleId })
      await device.raise({ kind: 'sos-cleared' })
      await device.raise({ kind: 'sos' })
      const sos = await until(async () => (await alarmsOf(vehicleId)).find((alarm) => alarm.kind === 'SOS'))
      expect(sos).toMatchObject({ ruleName: 'Driver SOS', evidence: expect.stringMatching(/^SOS pressed at /) })
      const trail = (await call('GET', `/Alarms/${sos.id}/Trail`)).json().items
      expect(trail[0]).toMatchObject({
        action: 'raised',
        detail: expect.stringMatching(/^Driver SOS: SOS pressed at /),
      })
    } finally {
      await device.stop()
    }
  })

  it('off for a company, no car battery alarm; on again, one alarm per firing across two nodes', async () => {
    // A vehicle with a tracker, made one of a company's.
    const companyId = t.demo.companyIds[0]!
    const [tracked] = await queryRows<{ vehicleId: number; deviceId: number }>(
      t.db,
      sql`select vehicle_id as "vehicleId", id as "deviceId" from devices
        where vehicle_id is not null and vehicle_id <> ${t.demo.vehicleIds[6]!} order by vehicle_id desc limit 1`,
    )
    const { vehicleId, deviceId } = tracked!
    await t.db.insert(companyVehicles).values({ companyId, vehicleId })
    const rule = await setRule({
      name: 'Fleet battery',
      kind: 'car-battery-disconnected',
      scope: 'company',
      scopeId: companyId,
      enabled: false,
    })
    const tamperAt = (ms: number): { event: DeviceEvent; device: { id: number; vehicleId: number } } => ({
      event: {
        id: ulid(),
        serial: 'not-read',
        time: new Date(ms),
        type: 'tamper',
        data: { carBatteryStateId: 0, cancelled: false },
      } as DeviceEvent,
      device: { id: deviceId, vehicleId },
    })
    const start = Date.now() - 60_000
    expect(await raiseAlarms(t.db, [tamperAt(start)])).toEqual([])

    const on = await call('PUT', `/TheftRules/${rule.json().id}`, {
      name: 'Fleet battery',
      kind: 'car-battery-disconnected',
      scope: 'company',
      scopeId: companyId,
      enabled: true,
      schedule: null,
      parameters: {},
    })
    expect(on.statusCode).toBe(200)
    // Two nodes each ingest one report of the same disconnection: one alarm, two reports, the rule in its trail.
    const [first, second] = await Promise.all([
      raiseAlarms(t.db, [tamperAt(start + 1000)]),
      raiseAlarms(t.db, [tamperAt(start + 2000)]),
    ])
    const ids = new Set([...first!, ...second!].map((message) => message.alarm.id))
    expect(ids.size).toBe(1)
    const open = (await alarmsOf(vehicleId)).filter((alarm) => alarm.kind === 'Tamper')
    expect(open).toHaveLength(1)
    expect(open[0]!.reportCount).toBe(2)
    const trail = (await call('GET', `/Alarms/${open[0]!.id}/Trail`)).json().items
    expect(trail.map((entry: { detail: string }) => entry.detail)).toEqual([
      expect.stringMatching(/^Fleet battery: Car battery disconnected at /),
      expect.stringMatching(/^Fleet battery: Car battery disconnected at /),
    ])
  })

  it('fires a low device battery once, naming the rule and the reading, remembered across nodes', async () => {
    // A tracked vehicle no other test here uses (the company test takes the last one).
    const [tracked] = await queryRows<{ vehicleId: number; deviceId: number; serial: string }>(
      t.db,
      sql`select vehicle_id as "vehicleId", id as "deviceId", serial_number as serial from devices
        where vehicle_id is not null order by vehicle_id desc offset 1 limit 1`,
    )
    const { vehicleId, deviceId, serial } = tracked!
    await setRule({
      name: 'Tracker battery',
      kind: 'device-battery-low',
      scopeId: vehicleId,
      parameters: { lowMillivolts: 3500 },
    })
    const start = Date.now() - 60_000
    const battery = (seconds: number, deviceBatteryMillivolts: number) => ({
      event: {
        id: ulid(),
        serial,
        time: new Date(start + seconds * 1000),
        type: 'battery',
        data: { carBatteryMillivolts: 12_600, deviceBatteryMillivolts },
      } as DeviceEvent,
      device: { id: deviceId, serialNumber: serial, vehicleId },
    })
    const now = () => new Date()
    const firstNode = new TheftRules(() => t.db, now)
    const raised = await firstNode.evaluate([battery(0, 3900), battery(10, 3400)])
    expect(raised).toHaveLength(1)
    expect(raised[0]!.alarm).toMatchObject({
      kind: 'Theft rule',
      ruleName: 'Tracker battery',
      evidence: expect.stringMatching(/^Device battery low \(3400 mV\) at /),
    })
    // Still low on another node: the stored state says it already fired, so nothing more until it is charged.
    const secondNode = new TheftRules(() => t.db, now)
    expect(await secondNode.evaluate([battery(20, 3300)])).toEqual([])
    expect(await firstNode.evaluate([battery(30, 3350)])).toEqual([])
  })
})
