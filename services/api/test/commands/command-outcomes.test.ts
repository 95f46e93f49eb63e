import { commands, devices } from '@vigil/db/schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  standStill,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

interface CommandPush {
  vehicleId: number
  commandId: string
  name: string
  state: string
  at: string
  reason: string | null
}

describe.each(drivers)('command outcomes on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const put = async (vehicleId: number, action: 'Lock' | 'Unlock') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/Vehicles/${vehicleId}/${action}`,
      headers: await t.headersFor('Technical-Agent'),
    })
  const stateOf = async (commandId: string, role: 'Technical-Agent' | 'Company-Admin' = 'Technical-Agent') =>
    t.app.inject({ method: 'GET', url: `/api/Commands/${commandId}`, headers: await t.headersFor(role) })

  it('pushes sent then confirmed (from the lock report) to the agent, and answers the state', async () => {
    const vehicleId = t.demo.vehicleIds[1]!
    await standStill(t, vehicleId, { isLocked: false })
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<CommandPush>(agent, 'VehicleCommandMessage')
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      const { commandId } = (await put(vehicleId, 'Lock')).json()
      await until(() => pushes.find((push) => push.commandId === commandId && push.state === 'confirmed'))
      const states = pushes.filter((push) => push.commandId === commandId).map((push) => push.state)
      expect(states[0]).toBe('sent')
      expect(states.filter((state) => state === 'confirmed')).toHaveLength(1)
      expect(pushes[0]).toMatchObject({ vehicleId, name: 'lock', reason: null })
      const answer = await stateOf(commandId)
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toMatchObject({ commandId, vehicleId, name: 'lock', state: 'confirmed', reason: null })
    } finally {
      await device.stop()
      await agent.stop()
    }
  })

  it('pushes queued for an offline tracker, then expired when it never came back', async () => {
    const vehicleId = t.demo.vehicleIds[4]!
    await standStill(t, vehicleId)
    const { device, serial } = await connectSimulatedDevice(t, vehicleId)
    await device.stop()
    await until(() => !t.app.devices.broker!.isOnline(serial))
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<CommandPush>(agent, 'VehicleCommandMessage')
    try {
      const { commandId, state } = (await put(vehicleId, 'Lock')).json()
      expect(state).toBe('queued')
      await until(() => pushes.find((push) => push.commandId === commandId && push.state === 'queued'))
      await t.db
        .update(commands)
        .set({ expiresOn: new Date(Date.now() - 1000) })
        .where(eq(commands.correlationId, commandId))
      await t.app.devices.commands.sweep()
      await until(() => pushes.find((push) => push.commandId === commandId && push.state === 'expired'))
      expect((await stateOf(commandId)).json().state).toBe('expired')
    } finally {
      await agent.stop()
    }
  })

  it("answers a Company-Admin its company's commands, 404 for another company's, and 404 for an unknown id", async () => {
    expect((await stateOf('01ARZ3NDEKTSV4RRFFQ69G5FAV')).statusCode).toBe(404)
    // A vehicle of a holder in the demo company (with its tracker) and one of a holder outside every company.
    const companyVehicle = t.demo.vehicleIds[2]!
    const otherVehicle = t.demo.vehicleIds[0]!
    const ownCommand = (await put(companyVehicle, 'Unlock')).json().commandId as string
    const otherCommand = (await put(otherVehicle, 'Unlock')).json().commandId as string
    const own = await stateOf(ownCommand, 'Company-Admin')
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ commandId: ownCommand, vehicleId: companyVehicle, name: 'unlock' })
    const other = await stateOf(otherCommand, 'Company-Admin')
    expect(other.statusCode).toBe(404)
    expect(other.body).not.toContain(otherCommand)
    // The same command answers the agent, so the 404 is the Company-Admin's scope and not a missing command.
    expect((await stateOf(otherCommand)).statusCode).toBe(200)
  })

  it('reactivates the inactive tracker of a vehicle', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    await t.db.update(devices).set({ active: false }).where(eq(devices.vehicleId, vehicleId))
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Vehicles/${vehicleId}/ReactivateDevice`,
      headers: await t.headersFor('Technical-Agent'),
    })
    expect(response.statusCode).toBe(200)
    const [device] = await t.db.select().from(devices).where(eq(devices.vehicleId, vehicleId))
    // The Device as GET /Devices answers it (spec §3: `VehicleId`), not a shape of its own.
    expect(response.json()).toEqual({
      id: device!.id,
      serialNumber: device!.serialNumber,
      active: true,
      VehicleId: vehicleId,
      testStation: device!.testStation,
    })
    expect(device!.active).toBe(true)
    const companyAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/Vehicles/${vehicleId}/ReactivateDevice`,
      headers: await t.headersFor('Company-Admin'),
    })
    expect(companyAdmin.statusCode).toBe(403)
  })
})
