import { burnInUnits, installations } from '@vigil/db/schema'
import type { Alarm, AlarmMessage } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'
import { drivers } from '../harness.ts'

describe.each(drivers)('test mode on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const alarmsOf = async (vehicleId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/Alarms?$filter=vehicleId eq ${vehicleId}`,
        headers: await t.headersFor('Technical-Agent'),
      })
    ).json().items as Alarm[]

  it("raises no alarm for an installer's tamper and SOS tests, and alarms again once the installation completes", async () => {
    const vehicleId = t.demo.vehicleIds[3]!
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<AlarmMessage>(agent, 'AlarmMessage')
    const { device, deviceId } = await connectSimulatedDevice(t, vehicleId)
    try {
      const [installation] = await t.db
        .insert(installations)
        .values({ vehicleId, deviceId, createdOn: new Date(Date.now() - 60_000) })
        .returning()
      await device.raise({ kind: 'tamper' })
      await device.raise({ kind: 'tamper-cleared' })
      await device.raise({ kind: 'sos' })
      await device.raise({ kind: 'sos-cleared' })

      await t.db.update(installations).set({ dateCompleted: new Date() }).where(eq(installations.id, installation!.id))
      await device.raise({ kind: 'sos' })
      // Reports of one tracker are raised in order: the first alarm pushed is the press after completion.
      const first = await until(() => pushes.find((push) => push.alarm.vehicleId === vehicleId))
      expect(first.change).toBe('raised')
      expect(first.alarm).toMatchObject({ kind: 'SOS', reportCount: 1 })
      expect((await alarmsOf(vehicleId)).map((alarm) => alarm.kind)).toEqual(['SOS'])
    } finally {
      await device.stop()
      await agent.stop()
    }
  })

  it('raises no alarm for a tracker on a burn-in station, and alarms again once it leaves the station', async () => {
    const vehicleId = t.demo.vehicleIds[4]!
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<AlarmMessage>(agent, 'AlarmMessage')
    const { device, deviceId, serial } = await connectSimulatedDevice(t, vehicleId)
    try {
      const [unit] = await t.db
        .insert(burnInUnits)
        .values({
          deviceId,
          unitSerialNumber: serial,
          testStation: 'STATION-1',
          addedOn: new Date(Date.now() - 60_000),
        })
        .returning()
      await device.raise({ kind: 'sos' })
      await device.raise({ kind: 'sos-cleared' })
      await device.raise({ kind: 'tamper' })

      await t.db
        .update(burnInUnits)
        .set({ testStation: null, removedOn: new Date() })
        .where(eq(burnInUnits.id, unit!.id))
      await device.raise({ kind: 'tamper-cleared' })
      await device.raise({ kind: 'tamper' })
      const first = await until(() => pushes.find((push) => push.alarm.vehicleId === vehicleId))
      expect(first.change).toBe('raised')
      expect(first.alarm).toMatchObject({ kind: 'Tamper', reportCount: 1 })
      expect((await alarmsOf(vehicleId)).map((alarm) => alarm.kind)).toEqual(['Tamper'])
    } finally {
      await device.stop()
      await agent.stop()
    }
  })
})
