import { devices, installations, theftRuleStates } from '@vigil/db/schema'
import type { DeviceEvent } from '@vigil/device-protocols'
import { type Alarm, EARTH_RADIUS_METERS, type Position } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { ulid } from 'ulid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: await t.headersFor('Technical-Agent'),
      ...(payload ? { payload } : {}),
    })

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
    const rule = await call('POST', '/TheftRules', {
      name: ruleName,
      kind: 'leaves-geofence',
      scope: 'vehicle',
      scopeId: vehicleId,
      enabled: true,
      schedule: null,
      parameters: { geofenceId: fence.id },
    })
    expect(rule.statusCode).toBe(200)
    return rule
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
      expect(alarm).toMatchObject({ kind: 'Theft rule', reportCount: 1 })
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
    const rule = await call('POST', '/TheftRules', {
      name: 'Unplugged',
      kind: 'tracker-silent',
      scope: 'vehicle',
      scopeId: vehicleId,
      enabled: true,
      schedule: null,
      parameters: { silentAfterMinutes: 1 },
    })
    expect(rule.statusCode).toBe(200)
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
})
