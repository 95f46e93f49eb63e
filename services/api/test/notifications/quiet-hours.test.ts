import { openDatabase, queryRows } from '@vigil/db'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import type { DeviceEvent } from '@vigil/device-protocols'
import { minuteOfDay, type NotificationDelivery } from '@vigil/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { raiseAlarms } from '../../src/alarms/index.ts'
import { buildApp } from '../../src/app.ts'
import type { SmsMessage } from '../../src/areas/notifications/outbox.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

describe.each(drivers)('quiet hours on %s', (driver) => {
  let t: TestApp
  let vehicleId: number
  let deviceId: number
  let serial: string

  beforeAll(async () => {
    t = await createTestApp({ driver })
    vehicleId = t.demo.vehicleIds[0]!
    await t.db.execute(
      sql`insert into company_vehicles (company_id, vehicle_id) values (${t.demo.companyIds[0]!}, ${vehicleId})
        on conflict do nothing`,
    )
    const [device] = await queryRows<{ id: number; serial_number: string }>(
      t.db,
      sql`select id, serial_number from devices where vehicle_id = ${vehicleId} limit 1`,
    )
    deviceId = device!.id
    serial = device!.serial_number
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The tracker reports its car battery disconnected, now: a Tamper alarm raised or reported. */
  const tamperNow = () => {
    const event = {
      serial,
      type: 'tamper',
      time: t.clock.now(),
      data: { carBatteryStateId: 0, cancelled: false },
    } as unknown as DeviceEvent
    return raiseAlarms(t.db, [{ event, device: { id: deviceId, vehicleId } }])
  }

  it('holds an SMS through quiet hours and sends it once when they end, from whichever node runs then', async () => {
    // Quiet from this minute for an hour (Johannesburg time), SMS and email for everything.
    const start = minuteOfDay(t.clock.now())
    const quietHours = { from: clockTime(start), to: clockTime(start + 60) }
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/My/NotificationPreferences',
      headers: await t.headersFor('Company-Admin'),
      payload: { channels: { default: ['email', 'sms'] }, quietHours },
    })
    expect(chosen.statusCode).toBe(200)

    const [raised] = await tamperNow()
    const alarmId = raised!.alarm.id
    await t.app.notify.runOnce()

    const smsDelivery = async () => {
      const [row] = await queryRows<Pick<NotificationDelivery, 'status'> & { next_attempt_on: Date | string | null }>(
        t.db,
        sql`select status, next_attempt_on from notification_deliveries d join users u on u.id = d.user_id
          where d.alarm_id = ${alarmId} and d.channel = 'sms' and u.email = ${demoSignIns['Company-Admin']}`,
      )
      return row!
    }
    // Email goes at once; the SMS waits for the end of the quiet hours, kept in the database, not in a timer.
    expect(t.emails.map((email) => email.to)).toContain(demoSignIns['Company-Admin'])
    expect(t.sms).toEqual([])
    const held = await smsDelivery()
    expect(held.status).toBe('held')
    const end = new Date(held.next_attempt_on!)
    const minutesLeft = (end.getTime() - t.clock.now().getTime()) / 60_000
    expect(minutesLeft).toBeGreaterThan(58)
    expect(minutesLeft).toBeLessThanOrEqual(60)

    // Still quiet half an hour later.
    t.clock.advance(30 * 60_000)
    await t.app.notify.runOnce()
    expect(t.sms).toEqual([])

    // A node started after the hold (a restart, or another API node) and this one both run when the hours end:
    // the SMS goes once. PGlite is one process's database, so there the second node is this one again.
    const smsOfSecond: SmsMessage[] = []
    const second =
      driver === 'postgres'
        ? await buildApp({
            config: t.app.config,
            database: await openDatabase(t.app.config),
            clock: t.clock.now,
            emailSender: { send: async () => undefined },
            smsSender: { send: async (message) => void smsOfSecond.push(message) },
          })
        : t.app
    try {
      await second.ready()
      t.clock.advance(end.getTime() - t.clock.now().getTime() + 1000)
      await Promise.all([t.app.notify.runOnce(), second.notify.runOnce()])
      await t.app.notify.runOnce()
      const sent = [...t.sms, ...smsOfSecond]
      expect(sent).toHaveLength(1)
      expect(sent[0]!.body).toContain('Tamper')
      expect((await smsDelivery()).status).toBe('sent')
    } finally {
      if (second !== t.app) await second.close()
    }
  }, 120_000)

  describe('held messages follow the quiet hours the person has now', () => {
    const choose = async (quietHours: { from: string; to: string } | null) => {
      // Signed in afresh: the clock has moved past the cached session's life.
      const { accessToken } = await t.signIn(demoSignIns['Company-Admin'], DEMO_PASSWORD)
      const chosen = await t.app.inject({
        method: 'PUT',
        url: '/api/My/NotificationPreferences',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { channels: { default: ['email', 'sms'] }, quietHours },
      })
      expect(chosen.statusCode).toBe(200)
    }
    /** A new Tamper alarm (the one before resolved), fanned out: its SMS to the Company-Admin is held or sent. */
    const raiseTamper = async () => {
      await t.db.execute(sql`update alarms set resolved_on = ${t.clock.now()}
        where vehicle_id = ${vehicleId} and resolved_on is null`)
      const [raised] = await tamperNow()
      expect(raised!.change).toBe('raised')
      await t.app.notify.runOnce()
      return raised!.alarm.id
    }
    const smsDelivery = async (alarmId: number) => {
      const [row] = await queryRows<{ status: string; next_attempt_on: Date | string | null }>(
        t.db,
        sql`select status, next_attempt_on from notification_deliveries d join users u on u.id = d.user_id
          where d.alarm_id = ${alarmId} and d.channel = 'sms' and u.email = ${demoSignIns['Company-Admin']}`,
      )
      return row!
    }
    const minutesUntil = (on: Date | string | null) => (new Date(on!).getTime() - t.clock.now().getTime()) / 60_000

    it('moves a held SMS to the end of the quiet hours chosen after it was held', async () => {
      const start = minuteOfDay(t.clock.now())
      await choose({ from: clockTime(start), to: clockTime(start + 60) })
      const alarmId = await raiseTamper()
      const held = await smsDelivery(alarmId)
      expect(held.status).toBe('held')
      expect(minutesUntil(held.next_attempt_on)).toBeGreaterThan(58)

      // The person shortens the hours to 20 minutes: the SMS now waits for their new end, not the old one.
      await choose({ from: clockTime(start), to: clockTime(start + 20) })
      const moved = await smsDelivery(alarmId)
      expect(moved.status).toBe('held')
      expect(minutesUntil(moved.next_attempt_on)).toBeGreaterThan(18)
      expect(minutesUntil(moved.next_attempt_on)).toBeLessThanOrEqual(20)

      const before = t.sms.length
      t.clock.advance(21 * 60_000)
      await t.app.notify.runOnce()
      expect(t.sms.length).toBe(before + 1)
      expect((await smsDelivery(alarmId)).status).toBe('sent')
    }, 60_000)

    it('sends a held SMS at the next pass once the person removes their quiet hours', async () => {
      const start = minuteOfDay(t.clock.now())
      await choose({ from: clockTime(start), to: clockTime(start + 60) })
      const alarmId = await raiseTamper()
      expect((await smsDelivery(alarmId)).status).toBe('held')

      await choose(null)
      const before = t.sms.length
      t.clock.advance(1000)
      await t.app.notify.runOnce()
      expect(t.sms.length).toBe(before + 1)
      expect((await smsDelivery(alarmId)).status).toBe('sent')
    }, 60_000)
  })
})
