import { openDatabase } from '@vigil/db'
import type { AlarmMessage } from '@vigil/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import {
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'

describe('open alarms across a restart (PostgreSQL)', () => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp('postgres')
  })
  afterAll(() => t?.close())

  it('answers the open alarm from a second API started on the same database', async () => {
    const vehicleId = t.demo.vehicleIds[2]!
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<AlarmMessage>(agent, 'AlarmMessage')
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      await device.raise({ kind: 'sos' })
      const { alarm } = await until(() => pushes.find((push) => push.alarm.vehicleId === vehicleId))
      // A second node (or the same service after a restart): nothing but the database in common.
      const second = await buildApp({ config: t.app.config, database: await openDatabase(t.app.config) })
      try {
        const answer = await second.inject({
          method: 'GET',
          url: `/api/Alarms?$filter=open eq true and vehicleId eq ${vehicleId}`,
          headers: await t.headersFor('Technical-Agent'),
        })
        expect(answer.statusCode).toBe(200)
        expect(answer.json().items).toEqual([expect.objectContaining({ id: alarm.id, status: 'Open', kind: 'SOS' })])
      } finally {
        await second.close()
      }
    } finally {
      await device.stop()
      await agent.stop()
    }
  })
})
