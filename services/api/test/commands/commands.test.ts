import { commands, installationSteps, installations, vehicleHistory, vehicles } from '@vigil/db/schema'
import { FUEL_CUT_STEP_NUMBER, INITIAL_STEP5_STATE, serializeStep5State } from '@vigil/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST_PASSCODE,
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  standStill,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

const commandState = async (t: DeviceTestApp, commandId: string) =>
  (await t.db.select().from(commands).where(eq(commands.correlationId, commandId)))[0]

describe.each(drivers)('vehicle lock commands on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const lock = async (vehicleId: number, action: 'Lock' | 'Unlock' = 'Lock', role = 'Technical-Agent' as const) =>
    t.app.inject({ method: 'PUT', url: `/api/Vehicles/${vehicleId}/${action}`, headers: await t.headersFor(role) })

  it('sends a lock to the tracker and confirms it when the lock report arrives; the agent sees it live', async () => {
    const vehicleId = t.demo.vehicleIds[1]!
    await standStill(t, vehicleId, { isLocked: false })
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<{ vehicleId: number; locked: boolean }>(agent, 'DeviceLockUnlockMessage')
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      const response = await lock(vehicleId)
      expect(response.statusCode).toBe(200)
      const { commandId, state } = response.json()
      expect(state).toBe('sent')
      await until(() => pushes.find((push) => push.vehicleId === vehicleId && push.locked))
      expect(device.tracker.snapshot().locked).toBe(true)
      const confirmed = await until(async () => {
        const row = await commandState(t, commandId)
        return row?.status === 'confirmed' ? row : undefined
      })
      expect(confirmed.requestedByUserId).toBe(t.demo.userIds['Technical-Agent'])
      const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))
      expect(vehicle!.isLocked).toBe(true)
      const [entry] = await t.db.select().from(vehicleHistory).where(eq(vehicleHistory.vehicleId, vehicleId))
      expect(entry).toMatchObject({
        type: 'LockState',
        isLocked: true,
        isLockedByUserId: t.demo.userIds['Technical-Agent'],
        isLockedChangedByAdminUser: true,
      })
    } finally {
      await device.stop()
      await agent.stop()
    }
  })

  it('marks the command failed when the relay fails, and never confirms it', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    await standStill(t, vehicleId)
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      await device.raise({ kind: 'fail-relay', failed: true })
      const { commandId } = (await lock(vehicleId)).json()
      const failed = await until(async () => {
        const row = await commandState(t, commandId)
        return row?.status === 'failed' ? row : undefined
      })
      expect(failed.failureReason).toBe('Relay failure')
      expect(device.tracker.snapshot().locked).toBe(false)
    } finally {
      await device.stop()
    }
  })

  it('refuses to lock a moving vehicle, or cut its fuel, with a clear message and records no command', async () => {
    const vehicleId = t.demo.vehicleIds[3]!
    await t.db.update(vehicles).set({ gpsSpeedKph: 42, gpsDateTime: new Date() }).where(eq(vehicles.id, vehicleId))
    const { device, serial, deviceId } = await connectSimulatedDevice(t, vehicleId)
    const recorded = async () => (await t.db.select().from(commands).where(eq(commands.vehicleId, vehicleId))).length
    try {
      // The checklist cuts the fuel only during an installation at its fuel-cut stage (issue #27).
      const [installation] = await t.db
        .insert(installations)
        .values({ vehicleId, deviceId, currentStep: FUEL_CUT_STEP_NUMBER })
        .returning()
      const at = new Date().toISOString()
      await t.db.insert(installationSteps).values({
        installationId: installation!.id,
        stepNumber: FUEL_CUT_STEP_NUMBER,
        description: 'Fuel-cut test',
        state: serializeStep5State({
          ...INITIAL_STEP5_STATE,
          engineIsOff: true,
          startedOnDateTime: at,
          lockConfirmedOnDateTime: at,
          unlockConfirmedOnDateTime: at,
          engineStartedOnDateTime: at,
        }),
      })
      const before = await recorded()
      const response = await lock(vehicleId)
      expect(response.statusCode).toBe(409)
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8')
      expect(response.body).toBe(
        '{"type":"about:blank","title":"Vehicle is moving","status":409,"detail":"The vehicle is moving. It can only be locked once it has stopped."}',
      )
      const cutFuel = await t.app.inject({
        method: 'PUT',
        url: `/api/Installations/CutFuel/${serial}`,
        headers: { 'x-passcode': CHECKLIST_PASSCODE },
      })
      expect(cutFuel.statusCode).toBe(409)
      expect(cutFuel.body).toBe(
        '{"type":"about:blank","title":"Vehicle is moving","status":409,"detail":"The vehicle is moving. The fuel can only be cut once it has stopped."}',
      )
      expect(await recorded()).toBe(before)
      expect((await lock(vehicleId, 'Unlock')).statusCode).toBe(200)
    } finally {
      await device.stop()
    }
  })

  it('decides the interlock on a fresh fix: an old moving fix holds the lock until a fresh stopped one', async () => {
    const vehicleId = t.demo.vehicleIds.at(-1)!
    const { device } = await connectSimulatedDevice(t, vehicleId)
    const stale = new Date(Date.now() - 15 * 60_000)
    await t.db.update(vehicles).set({ gpsSpeedKph: 60, gpsDateTime: stale }).where(eq(vehicles.id, vehicleId))
    try {
      const response = await lock(vehicleId)
      expect(response.statusCode).toBe(200)
      const { commandId, state } = response.json()
      expect(state).toBe('queued')
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect((await commandState(t, commandId))?.status).toBe('queued')
      await standStill(t, vehicleId)
      await until(() => device.tracker.snapshot().locked)
    } finally {
      await device.stop()
    }
  })

  it('queues a command for an offline tracker and delivers it when the tracker connects', async () => {
    const vehicleId = t.demo.vehicleIds[4]!
    await standStill(t, vehicleId)
    const { device, serial } = await connectSimulatedDevice(t, vehicleId)
    await device.stop()
    await until(() => !t.app.devices.broker!.isOnline(serial))
    const first = (await lock(vehicleId)).json()
    expect(first.state).toBe('queued')
    const second = (await lock(vehicleId, 'Unlock')).json()
    expect((await commandState(t, first.commandId))!.status).toBe('superseded')
    await device.start()
    try {
      const delivered = await until(async () => {
        const row = await commandState(t, second.commandId)
        return row?.status === 'confirmed' ? row : undefined
      })
      expect(delivered.attempts).toBe(1)
      expect(device.tracker.snapshot().locked).toBe(false)
    } finally {
      await device.stop()
    }
  })

  it('asks an offline tracker for its status once, however often a client asks before it answers', async () => {
    const { device, deviceId, serial } = await connectSimulatedDevice(t, null)
    await device.stop()
    await until(() => !t.app.devices.broker!.isOnline(serial))
    const ask = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/My/Device/GetDeviceStatusInfo',
        headers: await t.headersFor('Admin'),
        payload: { deviceId },
      })
    for (let i = 0; i < 3; i++) expect((await ask()).json()).toMatchObject({ applicationVersion: null })
    const notAnId = await t.app.inject({
      method: 'POST',
      url: '/api/My/Device/GetDeviceStatusInfo',
      headers: await t.headersFor('Admin'),
      payload: { deviceId: String(deviceId) },
    })
    expect(notAnId.statusCode).toBe(400)
    expect(notAnId.json().errors).toEqual({ deviceId: [expect.stringMatching(/integer/)] })
    const requests = await t.db
      .select({ status: commands.status })
      .from(commands)
      .where(and(eq(commands.deviceId, deviceId), eq(commands.name, 'status')))
      .orderBy(commands.id)
    // The first ask is the one request; later asks see it outstanding and add nothing.
    expect(requests.map((request) => request.status)).toEqual(['queued'])
  })

  it('lets a company admin lock only its companies’ vehicles, and never an account holder', async () => {
    // A vehicle of a holder in the demo company, with its tracker (offline here, so the lock is queued).
    const companyVehicle = t.demo.vehicleIds[2]!
    const otherVehicle = t.demo.vehicleIds[0]!
    await standStill(t, companyVehicle)
    const own = await lock(companyVehicle, 'Lock', 'Company-Admin' as 'Technical-Agent')
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json()).toMatchObject({ state: 'queued' })
    expect((await lock(otherVehicle, 'Lock', 'Company-Admin' as 'Technical-Agent')).statusCode).toBe(404)
    expect((await lock(otherVehicle, 'Lock', 'Account-Holder' as 'Technical-Agent')).statusCode).toBe(403)
  })
})
