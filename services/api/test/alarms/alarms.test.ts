import { vehicleHistory } from '@vigil/db/schema'
import { type Alarm, type AlarmMessage, vehicleAlert } from '@vigil/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPushes,
  connectHubClient,
  connectSimulatedDevice,
  createDeviceTestApp,
  type DeviceTestApp,
  until,
} from '../device-platform/support.ts'
import { type DemoRole, drivers } from '../harness.ts'

describe.each(drivers)('the alarm desk on %s', (driver) => {
  let t: DeviceTestApp
  beforeAll(async () => {
    t = await createDeviceTestApp(driver)
  })
  afterAll(() => t?.close())

  const call = async (method: 'GET' | 'POST', url: string, role: DemoRole = 'Technical-Agent', payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: await t.headersFor(role), ...(payload ? { payload } : {}) })

  it('raises an SOS as a stored alarm pushed to every agent, joins a repeat, and works it to a close', async () => {
    const vehicleId = t.demo.vehicleIds[0]!
    const first = await connectHubClient(t, 'Technical-Agent')
    const second = await connectHubClient(t, 'Admin')
    const firstPushes = collectPushes<AlarmMessage>(first, 'AlarmMessage')
    const secondPushes = collectPushes<AlarmMessage>(second, 'AlarmMessage')
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      await device.raise({ kind: 'sos' })
      const raised = await until(() => firstPushes.find((push) => push.alarm.vehicleId === vehicleId))
      expect(raised.change).toBe('raised')
      expect(raised.alarm).toMatchObject({ kind: 'SOS', status: 'Open', reportCount: 1, acknowledgedOn: null })
      expect(raised.alarm.registrationNumber).not.toBe('')
      expect(raised.alarm.accountHolderName).not.toBe('')
      await until(() => secondPushes.find((push) => push.alarm.id === raised.alarm.id))

      await device.raise({ kind: 'sos-cleared' })
      await device.raise({ kind: 'sos' })
      const joined = await until(() => firstPushes.find((push) => push.change === 'reported'))
      expect(joined.alarm).toMatchObject({ id: raised.alarm.id, reportCount: 2 })
      const list = await call('GET', `/Alarms?$filter=vehicleId eq ${vehicleId} and open eq true`)
      expect(list.statusCode).toBe(200)
      expect(list.json().items).toHaveLength(1)

      const acknowledged = await call('POST', `/Alarms/${raised.alarm.id}/Acknowledge`)
      expect(acknowledged.statusCode).toBe(200)
      expect(acknowledged.json()).toMatchObject({ status: 'Acknowledged', acknowledgedBy: expect.any(String) })
      await until(() => secondPushes.find((push) => push.change === 'acknowledged'))
      expect((await call('POST', `/Alarms/${raised.alarm.id}/Acknowledge`, 'Admin')).statusCode).toBe(409)

      const dispatched = await call('POST', `/Alarms/${raised.alarm.id}/Dispatch`, 'Admin', {
        service: 'armed-response',
      })
      expect(dispatched.statusCode).toBe(200)
      expect(dispatched.json()).toMatchObject({ status: 'Dispatched', armedResponseOn: expect.any(String) })
      await until(() => firstPushes.find((push) => push.change === 'dispatched'))
      const callouts = await t.db
        .select()
        .from(vehicleHistory)
        .where(and(eq(vehicleHistory.vehicleId, vehicleId), eq(vehicleHistory.type, 'AuraCallout')))
      expect(callouts.length).toBeGreaterThan(0)
      const again = await call('POST', `/Alarms/${raised.alarm.id}/Dispatch`, 'Admin', { service: 'armed-response' })
      expect(again.statusCode).toBe(409)

      const noNote = await call('POST', `/Alarms/${raised.alarm.id}/Resolve`, 'Technical-Agent', { note: '  ' })
      expect(noNote.statusCode).toBe(400)
      expect(JSON.stringify(noNote.json())).toContain('note')
      const resolved = await call('POST', `/Alarms/${raised.alarm.id}/Resolve`, 'Technical-Agent', {
        note: 'Driver safe; false alarm',
      })
      expect(resolved.json()).toMatchObject({ status: 'Resolved', resolutionNote: 'Driver safe; false alarm' })
      await until(() => secondPushes.find((push) => push.change === 'resolved'))

      const trail = (await call('GET', `/Alarms/${raised.alarm.id}/Trail`)).json() as {
        items: { action: string; by: string | null; detail: string | null }[]
      }
      expect(trail.items.map((entry) => entry.action)).toEqual([
        'raised',
        'reported',
        'acknowledged',
        'dispatched',
        'resolved',
      ])
      expect(trail.items[0]!.by).toBeNull()
      expect(trail.items[3]).toMatchObject({ detail: 'armed-response', by: expect.any(String) })

      // Once resolved, the next press opens a new alarm.
      await device.raise({ kind: 'sos-cleared' })
      await device.raise({ kind: 'sos' })
      const next = await until(() =>
        firstPushes.find((push) => push.change === 'raised' && push.alarm.id !== raised.alarm.id),
      )
      expect(next.alarm.vehicleId).toBe(vehicleId)
    } finally {
      await device.stop()
      await first.stop()
      await second.stop()
    }
  })

  it("lights the vehicle's alert and its holder's 'Active alerts' while an alarm is open", async () => {
    const vehicleId = t.demo.vehicleIds[5]!
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<AlarmMessage>(agent, 'AlarmMessage')
    const { device } = await connectSimulatedDevice(t, vehicleId)
    const alertOf = async () => {
      const [vehicle] = (await call('GET', `/Vehicles?$filter=id eq ${vehicleId}`)).json().items
      const [holder] = (await call('GET', `/Users?$filter=id eq ${vehicle.userId}`)).json().items
      // The vehicle's alert is the domain's derivation of what the list answers (its tamper state and open alarms).
      return { vehicle: vehicleAlert(vehicle), holder: holder.tamperActive }
    }
    try {
      expect(await alertOf()).toEqual({ vehicle: false, holder: false })
      await device.raise({ kind: 'sos' })
      const { alarm } = await until(() => pushes.find((push) => push.alarm.vehicleId === vehicleId))
      expect(await alertOf()).toEqual({ vehicle: true, holder: true })
      await call('POST', `/Alarms/${alarm.id}/Resolve`, 'Technical-Agent', { note: 'Pressed by mistake' })
      expect(await alertOf()).toEqual({ vehicle: false, holder: false })
    } finally {
      await device.stop()
      await agent.stop()
    }
  })

  it("records an alert sent from the vehicle card on the vehicle's open alarm", async () => {
    const vehicleId = t.demo.vehicleIds[6]!
    const agent = await connectHubClient(t, 'Technical-Agent')
    const pushes = collectPushes<AlarmMessage>(agent, 'AlarmMessage')
    const { device } = await connectSimulatedDevice(t, vehicleId)
    try {
      await device.raise({ kind: 'tamper' })
      const { alarm } = await until(() => pushes.find((push) => push.alarm.vehicleId === vehicleId))
      expect((await call('POST', `/Vehicles/${vehicleId}/AlertCapitalAir`)).statusCode).toBe(200)
      const sent = await until(() => pushes.find((push) => push.change === 'dispatched' && push.alarm.id === alarm.id))
      expect(sent.alarm).toMatchObject({
        status: 'Dispatched',
        airAmbulanceOn: expect.any(String),
        armedResponseOn: null,
      })
    } finally {
      await device.stop()
      await agent.stop()
    }
  })

  it("keeps a Company-Admin to their companies' alarms, and account holders out", async () => {
    const outside = t.demo.vehicleIds[0]!
    const admin = await connectHubClient(t, 'Company-Admin')
    const pushes = collectPushes<AlarmMessage>(admin, 'AlarmMessage')
    const agent = await connectHubClient(t, 'Technical-Agent')
    const agentPushes = collectPushes<AlarmMessage>(agent, 'AlarmMessage')
    const { device } = await connectSimulatedDevice(t, outside)
    try {
      await device.raise({ kind: 'tamper' })
      const raised = await until(() => agentPushes.find((push) => push.alarm.kind === 'Tamper'))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(pushes.filter((push) => push.alarm.id === raised.alarm.id)).toEqual([])
      expect((await call('GET', `/Alarms/${raised.alarm.id}`, 'Company-Admin')).statusCode).toBe(404)
      expect((await call('POST', `/Alarms/${raised.alarm.id}/Acknowledge`, 'Company-Admin')).statusCode).toBe(404)
      const seen = (await call('GET', '/Alarms', 'Company-Admin')).json().items as Alarm[]
      expect(seen.map((alarm) => alarm.id)).not.toContain(raised.alarm.id)
      expect((await call('GET', '/Alarms', 'Account-Holder')).statusCode).toBe(403)
    } finally {
      await device.stop()
      await admin.stop()
      await agent.stop()
    }
  })
})
