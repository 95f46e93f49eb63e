import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hostname } from 'node:os'
import { queryRows } from '@vigil/db'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'
import type { DeviceEvent } from '@vigil/device-protocols'
import {
  type NotificationDelivery,
  notificationSettingsMessages,
  parseSignatureHeader,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_SECONDS,
  type WebhookEvent,
  webhookUrlMessages,
} from '@vigil/domain'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { raiseAlarms } from '../../src/alarms/index.ts'
import { createTestApp, type DemoRole, drivers, type TestApp } from '../harness.ts'

/** A control room's receiver on 127.0.0.1: records each request and answers `status`. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string; url: string }[] = []
  const state = { status: 200 }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('latin1')
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body, url: request.url ?? '' })
      response.writeHead(state.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, state, port, url: `http://127.0.0.1:${port}/vigil`, close: () => server.close() }
}

describe.each(drivers)('alarm notifications on %s', (driver) => {
  let t: TestApp
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let fleetVehicleId: number
  let companyId: number
  let deviceId: number
  let serial: string

  beforeAll(async () => {
    // A receiver on this machine is allowed only by this explicit test configuration (never in production).
    t = await createTestApp({ driver, config: { webhookAllowPrivate: true } })
    receiver = await startReceiver()
    // A vehicle with a tracker, put in the demo fleet company so it has a company and its admin.
    fleetVehicleId = t.demo.vehicleIds[0]!
    companyId = t.demo.companyIds[0]!
    await t.db.execute(
      sql`insert into company_vehicles (company_id, vehicle_id) values (${companyId}, ${fleetVehicleId}) on conflict do nothing`,
    )
    const [device] = await queryRows<{ id: number; serial_number: string }>(
      t.db,
      sql`select id, serial_number from devices where vehicle_id = ${fleetVehicleId} limit 1`,
    )
    deviceId = device!.id
    serial = device!.serial_number
  })
  afterAll(async () => {
    receiver?.close()
    await t?.close()
  })
  afterEach(async () => {
    // Each test starts with no open alarm and nothing left to send.
    await t.db.execute(sql`update alarms set resolved_on = now() where resolved_on is null`)
    await t.db.execute(sql`update notification_deliveries set status = 'failed' where status = 'pending'`)
    await t.db.execute(sql`update alarm_notices set fanned_out_on = now() where fanned_out_on is null`)
    await t.db.execute(sql`update alarm_escalations set next_on = null`)
    await t.db.execute(sql`delete from webhooks`)
    t.emails.length = 0
    t.sms.length = 0
    receiver.received.length = 0
    receiver.state.status = 200
  })

  // Tests move the app's clock by minutes, past an access token's life: sign in again after each move.
  const tokens = new Map<DemoRole, string>()
  const advance = (ms: number) => {
    t.clock.advance(ms)
    tokens.clear()
  }
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    role: DemoRole,
    payload?: object,
  ) => {
    if (!tokens.has(role)) tokens.set(role, (await t.signIn(demoSignIns[role], DEMO_PASSWORD)).accessToken)
    const headers = { authorization: `Bearer ${tokens.get(role)}` }
    return t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
  }

  /** The device path ingest takes: an SOS or tamper report raises (or joins) an alarm. */
  const raise = async (type: 'sos' | 'tamper' = 'sos') => {
    const event = {
      serial,
      type,
      time: t.clock.now(),
      data: type === 'sos' ? { sosStateId: 1 } : { carBatteryStateId: 0, cancelled: false },
    } as unknown as DeviceEvent
    const [message] = await raiseAlarms(t.db, [{ event, device: { id: deviceId, vehicleId: fleetVehicleId } }])
    return message!.alarm
  }

  const addWebhook = async () => {
    const created = await call('POST', `/Companies/${companyId}/Webhooks`, 'Company-Admin', {
      url: receiver.url,
      description: 'Control room',
    })
    expect(created.statusCode).toBe(200)
    return created.json() as { id: number; secret: string }
  }

  const trail = async (alarmId: number) =>
    (
      (await call('GET', `/Alarms/${alarmId}/Notifications`, 'Technical-Agent')).json() as {
        items: NotificationDelivery[]
      }
    ).items

  it('tells the holder and the company by their channels and signs the webhook, once however many nodes run', async () => {
    const chosen = await call('PUT', '/My/NotificationPreferences', 'Company-Admin', {
      channels: { default: ['email', 'sms'] },
      quietHours: null,
    })
    expect(chosen.statusCode).toBe(200)
    const hook = await addWebhook()
    expect(hook.secret).toMatch(/^whsec_/)
    const listed = (await call('GET', `/Companies/${companyId}/Webhooks`, 'Company-Admin')).json()
    expect(JSON.stringify(listed)).not.toContain(hook.secret)

    const alarm = await raise('sos')
    // Two passes at once, as two API nodes would run them: the claims give each delivery to one.
    await Promise.all([t.app.notify.runOnce(), t.app.notify.runOnce()])
    await t.app.notify.runOnce()

    const recipients = t.emails.map((email) => email.to).sort()
    expect(new Set(recipients).size).toBe(recipients.length)
    expect(recipients).toContain(demoSignIns['Company-Admin'])
    expect(t.emails.every((email) => email.subject.includes('SOS alarm on'))).toBe(true)
    expect(t.sms).toHaveLength(1)
    expect(receiver.received).toHaveLength(1)

    const [delivery] = receiver.received
    const signature = parseSignatureHeader(String(delivery!.headers['vigil-signature']))
    expect(signature).not.toBeNull()
    const expected = createHmac('sha256', hook.secret).update(`${signature!.t}.${delivery!.body}`).digest('hex')
    expect(signature!.v1).toEqual([expected])
    const event = JSON.parse(delivery!.body) as WebhookEvent
    expect(event).toMatchObject({
      type: 'alarm.raised',
      group: 'holder-and-company',
      alarm: { id: alarm.id, kind: 'SOS' },
    })

    const told = await trail(alarm.id)
    expect(told.length).toBe(t.emails.length + t.sms.length + 1 + told.filter((d) => d.channel === 'push').length)
    expect(told.find((d) => d.channel === 'webhook')).toMatchObject({ status: 'sent', recipient: receiver.url })
    expect(told.find((d) => d.channel === 'sms')).toMatchObject({ status: 'sent', group: 'holder-and-company' })
  })

  it('retries a failing webhook with backoff, dead-letters it, and replays it on request', async () => {
    await addWebhook()
    receiver.state.status = 500
    const alarm = await raise('tamper')
    await t.app.notify.runOnce()
    // Taken by the desk, so no escalation adds deliveries while the clock runs through the retries.
    expect((await call('POST', `/Alarms/${alarm.id}/Acknowledge`, 'Technical-Agent')).statusCode).toBe(200)
    expect(receiver.received).toHaveLength(1)
    const hookDelivery = async () =>
      (await trail(alarm.id)).find((d) => d.channel === 'webhook') as NotificationDelivery
    for (const [n, wait] of WEBHOOK_RETRY_SECONDS.entries()) {
      const failed = await hookDelivery()
      expect(failed).toMatchObject({ status: 'pending', attempts: n + 1, lastError: 'HTTP 500' })
      // The wait grows by the schedule: the next attempt is at least `wait` after this pass's clock.
      expect(Date.parse(failed.nextAttemptOn!) - t.clock.now().getTime()).toBeGreaterThan((wait * 1000) / 2)
      await t.app.notify.runOnce() // not due yet
      expect(receiver.received).toHaveLength(n + 1)
      advance(Date.parse(failed.nextAttemptOn!) - t.clock.now().getTime() + 1)
      await t.app.notify.runOnce()
      expect(receiver.received).toHaveLength(n + 2)
    }
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS)
    // Every attempt carries the same event (receivers drop repeats by its id), each freshly signed.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1)

    const dead = (await call('GET', '/Webhooks/DeadLetters', 'Company-Admin')).json() as {
      items: NotificationDelivery[]
    }
    const letter = dead.items.find((d) => d.alarmId === alarm.id)
    expect(letter).toMatchObject({ status: 'dead', attempts: WEBHOOK_MAX_ATTEMPTS, lastError: 'HTTP 500' })
    expect((await call('GET', '/Webhooks/DeadLetters', 'Account-Holder')).statusCode).toBe(403)

    receiver.state.status = 204
    const replayed = await call('POST', `/Webhooks/Deliveries/${letter!.id}/Replay`, 'Company-Admin')
    expect(replayed.json()).toMatchObject({ status: 'pending', attempts: 0 })
    await t.app.notify.runOnce()
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS + 1)
    expect((await trail(alarm.id)).find((d) => d.id === letter!.id)).toMatchObject({ status: 'sent' })
    const again = await call('POST', `/Webhooks/Deliveries/${letter!.id}/Replay`, 'Company-Admin')
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(notificationSettingsMessages.notDead)
  })

  it('escalates to every agent when nobody acknowledges in time, and not once acknowledged', async () => {
    expect(
      (await call('PUT', `/Companies/${companyId}/Escalation`, 'Company-Admin', { minutes: 0 })).json().errors,
    ).toHaveProperty('minutes')
    expect((await call('PUT', `/Companies/${companyId}/Escalation`, 'Company-Admin', { minutes: 5 })).statusCode).toBe(
      200,
    )
    const ignored = await raise('sos')
    await t.app.notify.runOnce()
    expect(t.emails.map((email) => email.to)).not.toContain(demoSignIns.Admin)
    advance(5 * 60_000 + 1000)
    await t.app.notify.runOnce()
    await t.app.notify.runOnce()
    const escalated = (await trail(ignored.id)).filter((d) => d.group === 'all-agents')
    expect(escalated.map((d) => d.reason)).toContain('escalated')
    expect(
      t.emails.filter((email) => email.subject.startsWith('Vigil: Not yet acknowledged')).map((e) => e.to),
    ).toEqual(expect.arrayContaining([demoSignIns.Admin, demoSignIns['Technical-Agent']]))
    await call('POST', `/Alarms/${ignored.id}/Resolve`, 'Admin', { note: 'done' })

    const owned = await raise('sos')
    await t.app.notify.runOnce()
    expect((await call('POST', `/Alarms/${owned.id}/Acknowledge`, 'Technical-Agent')).statusCode).toBe(200)
    advance(10 * 60_000)
    await t.app.notify.runOnce()
    expect((await trail(owned.id)).filter((d) => d.group === 'all-agents')).toEqual([])
  })

  it('refuses webhooks to private addresses: when typed, and again at send time on the resolved address', async () => {
    // Without the explicit test configuration, 127.0.0.1 is refused where it is typed.
    const strict = await createTestApp({ driver })
    try {
      const headers = await strict.headersFor('Company-Admin')
      for (const url of [
        'http://127.0.0.1:9/',
        'https://169.254.169.254/latest',
        'https://[::1]/',
        'https://localhost/',
      ]) {
        const refused = await strict.app.inject({
          method: 'POST',
          url: `/api/Companies/${strict.demo.companyIds[0]}/Webhooks`,
          headers,
          payload: { url },
        })
        expect(refused.statusCode).toBe(400)
        expect(refused.json().errors).toEqual({ url: [webhookUrlMessages.privateAddress] })
      }
      // A webhook stored under another configuration, and one whose name resolves to this machine: refused at send.
      for (const url of [receiver.url, `http://${hostname()}:${receiver.port}/vigil`]) {
        await strict.db.execute(sql`delete from webhooks`)
        await strict.db.execute(
          sql`insert into webhooks (company_id, url, secret) values (${strict.demo.companyIds[0]}, ${url}, 'x')`,
        )
        const vehicleId = strict.demo.vehicleIds.at(-1)!
        const [alarm] = await queryRows<{ id: number }>(
          strict.db,
          sql`insert into alarms (vehicle_id, kind, raised_on, last_reported_on) values (${vehicleId}, 'SOS', now(), now())
            returning id`,
        )
        await strict.db.execute(
          sql`insert into alarm_trail (alarm_id, action, "on") values (${alarm!.id}, 'raised', now())`,
        )
        await strict.app.notify.runOnce()
        const [hook] = await queryRows<{ status: string; last_error: string }>(
          strict.db,
          sql`select status, last_error from notification_deliveries where alarm_id = ${alarm!.id} and channel = 'webhook'`,
        )
        expect(hook).toMatchObject({ status: 'dead', last_error: 'refused: privateAddress' })
        await strict.db.execute(sql`update alarms set resolved_on = now() where id = ${alarm!.id}`)
      }
      expect(receiver.received).toEqual([])
    } finally {
      await strict.close()
    }
    // Production refuses a private receiver even when told to allow it.
    const production = await createTestApp({ driver, config: { production: true, webhookAllowPrivate: true } })
    try {
      const refused = await production.app.inject({
        method: 'POST',
        url: `/api/Companies/${production.demo.companyIds[0]}/Webhooks`,
        headers: await production.headersFor('Company-Admin'),
        payload: { url: `https://127.0.0.1:${receiver.port}/` },
      })
      expect(refused.json().errors).toEqual({ url: [webhookUrlMessages.privateAddress] })
      const plain = await production.app.inject({
        method: 'POST',
        url: `/api/Companies/${production.demo.companyIds[0]}/Webhooks`,
        headers: await production.headersFor('Company-Admin'),
        payload: { url: 'http://hooks.example.com/' },
      })
      expect(plain.json().errors).toEqual({ url: [webhookUrlMessages.httpsOnly] })
    } finally {
      await production.close()
    }
  }, 180_000)

  it('pushes to a subscribed browser, encrypted and signed with the VAPID key', async () => {
    const key = (await call('GET', '/My/PushKey', 'Company-Admin')).json() as { publicKey: string }
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    // Real browser keys: a P-256 public key and a 16-byte auth secret.
    const { generateKeyPairSync, randomBytes } = await import('node:crypto')
    const browser = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const p256dh = browser.publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url')
    const subscribed = await call('POST', '/My/PushSubscriptions', 'Company-Admin', {
      endpoint: `${receiver.url}/push`,
      keys: { p256dh, auth: randomBytes(16).toString('base64url') },
    })
    expect(subscribed.statusCode).toBe(200)
    await call('PUT', '/My/NotificationPreferences', 'Company-Admin', {
      channels: { default: ['push'] },
      quietHours: null,
    })
    await raise('sos')
    await t.app.notify.runOnce()
    const push = receiver.received.find((r) => r.url === '/vigil/push')
    expect(push?.headers['content-encoding']).toBe('aes128gcm')
    expect(push?.headers.authorization).toContain(`k=${key.publicKey}`)
  })

  it('answers bad choices per field, and keeps each person to their own and each company to its admins', async () => {
    const bad = await call('PUT', '/My/NotificationPreferences', 'Account-Holder', {
      channels: { default: ['email', 'fax'] },
      quietHours: { from: '22:00', to: '22:00' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({
      'channels.default.1': [notificationSettingsMessages.channel],
      quietHours: [notificationSettingsMessages.quietHoursEmpty],
    })
    const mine = await call('PUT', '/My/NotificationPreferences', 'Account-Holder', {
      channels: { default: ['email'], SOS: ['sms', 'push'] },
      quietHours: { from: '22:00', to: '06:00' },
    })
    expect(mine.json()).toEqual({
      channels: { default: ['email'], SOS: ['sms', 'push'] },
      quietHours: { from: '22:00', to: '06:00' },
    })
    expect((await call('GET', `/Companies/${companyId}/Webhooks`, 'Account-Holder')).statusCode).toBe(403)
    const [other] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into companies (name) values ('Other') returning id`,
    )
    expect((await call('GET', `/Companies/${other!.id}/Webhooks`, 'Company-Admin')).statusCode).toBe(404)
    expect((await call('GET', `/Companies/${other!.id}/Webhooks`, 'Admin')).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/My/NotificationPreferences' })).statusCode).toBe(401)
  })
})
