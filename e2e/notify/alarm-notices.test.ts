// Issue #30, notifications: an alarm a tracker raises reaches people and a control room's system. The vehicles'
// holders get email and SMS (the development mailbox), the company's webhook receiver gets a signed delivery and,
// after answering 500 once, the same event again; an alarm nobody acknowledges is escalated to every agent within
// the company's minute, and one acknowledged on the desk is not; the escalation's web push, encrypted for the agent's
// browser, is shown by the dashboard's service worker.

import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createRandom, MqttDevice, SimulatedTracker } from '@vigil/device-sim'
import { afterAll, describe, expect, it } from 'vitest'
import {
  api,
  demoEmail,
  newPage,
  ownClientAddress,
  ownTrackedVehicle,
  product,
  readMailbox,
  signIn,
  waitForMessage,
  waitForPath,
} from '../harness/index.ts'
import { browserPushKeys } from './push.ts'

interface Delivery {
  group: 'holder-and-company' | 'all-agents'
  channel: string
  reason: string
  status: string
}

type Received = { headers: IncomingHttpHeaders; raw: Buffer; body: string; status: number }

/**
 * The control room's receiver on this machine (`/vigil`: answers 500 to the first delivery, 204 after) and the agent
 * browser's push service (`/vigil/push`: 201, as a push service answers).
 */
async function startReceiver() {
  const received: Received[] = []
  const pushed: Received[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const push = request.url === '/vigil/push'
      const status = push ? 201 : received.length === 0 ? 500 : 204
      ;(push ? pushed : received).push({ headers: request.headers, raw, body: raw.toString('utf8'), status })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, pushed, url: `http://127.0.0.1:${port}/vigil`, close: () => server.close() }
}

/** Whether a delivery carries `Vigil-Signature: t=…,v1=…` over its exact body with the webhook's secret. */
function signedWith(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const header = String(headers['vigil-signature'] ?? '')
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1]
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1]
  if (!t || !v1) return false
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'))
}

/** The holder sets a password through the create-password link they were sent, then chooses email and SMS. */
async function holderChoosesEmailAndSms(email: string) {
  const { baseURL } = product()
  const invitation = await waitForMessage(baseURL, email, (message) => /password/i.test(message.subject))
  const link = new URL(invitation.links.find((each) => each.includes('/create-password'))!)
  const passwordResetToken = [...link.searchParams.values()][0]!
  const password = 'Journey-pass-30!'
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ownClientAddress() }
  const created = await fetch(`${baseURL}/api/My/CreatePassword`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ passwordResetToken, password }),
  })
  expect(created.status).toBe(200)
  const signedIn = await fetch(`${baseURL}/api/Auth/SignInByEmail`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  const { accessToken } = (await signedIn.json()) as { accessToken: string }
  const chosen = await fetch(`${baseURL}/api/My/NotificationPreferences`, {
    method: 'PUT',
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ channels: { default: ['email', 'sms'] }, quietHours: null }),
  })
  expect(chosen.status).toBe(200)
}

const trail = async (alarmId: number) => (await api<{ items: Delivery[] }>(`/Alarms/${alarmId}/Notifications`)).items

const openAlarmOf = async (vehicleId: number) => {
  const filter = encodeURIComponent(`vehicleId eq ${vehicleId} and open eq true`)
  for (let tries = 0; tries < 60; tries++) {
    const { items } = await api<{ items: { id: number }[] }>(`/Alarms?$filter=${filter}`)
    if (items[0]) return items[0]
    await sleep(500)
  }
  throw new Error(`no alarm opened on vehicle ${vehicleId}`)
}

describe('alarm notifications', () => {
  const devices: MqttDevice[] = []
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined
  let subscription: object | undefined
  afterAll(async () => {
    for (const device of devices) await device.stop()
    // The demo agent's browser subscription was the journey's own: it goes with it.
    if (subscription)
      await api('/My/PushSubscriptions/Remove', { as: 'Technical-Agent', method: 'POST', body: subscription })
    receiver?.close()
  })

  it('tells holders by email and SMS, signs and retries the webhook, escalates only what nobody acknowledged, and pushes', async () => {
    const { baseURL, mqttUrl } = product()
    receiver = await startReceiver()
    // Two vehicles of the journey's own, in a company of its own: one alarm is left alone, one is acknowledged.
    const ignored = await ownTrackedVehicle('NI')
    const taken = await ownTrackedVehicle('NA')
    const company = await api<{ id: number }>('/Companies', {
      method: 'POST',
      body: {
        Name: `Notify Journey ${Date.now()}`,
        CompanyUsers: [],
        Vehicles: [ignored.vehicle.id, taken.vehicle.id],
      },
    })
    await api(`/Companies/${company.id}/Escalation`, { method: 'PUT', body: { minutes: 1 } })
    const hook = await api<{ secret: string }>(`/Companies/${company.id}/Webhooks`, {
      method: 'POST',
      body: { url: receiver.url, description: 'Journey control room' },
    })
    await holderChoosesEmailAndSms(ignored.holder.email)
    // The agent's browser subscribes with keys the test holds (headless Chromium has no push service of its own).
    const browser = browserPushKeys()
    subscription = { endpoint: `${receiver.url}/push`, keys: browser.keys }
    await api('/My/PushSubscriptions', { as: 'Technical-Agent', method: 'POST', body: subscription })

    for (const [index, own] of [ignored, taken].entries()) {
      const tracker = new SimulatedTracker({
        serial: own.serial,
        city: 'Johannesburg',
        random: createRandom(30 + index),
        start: new Date(),
      })
      const device = new MqttDevice(tracker, { brokerUrl: mqttUrl, password: own.secret })
      devices.push(device)
      await device.start()
      await device.raise({ kind: 'tamper' })
    }
    const first = await openAlarmOf(ignored.vehicle.id)
    const second = await openAlarmOf(taken.vehicle.id)

    // The desk acknowledges the second one at once.
    const desk = await newPage({ permissions: ['notifications'] })
    await signIn(desk, demoEmail('Technical-Agent'))
    await waitForPath(desk, /^\/agent\//, 45_000)
    await desk.goto('/agent/alarms/all')
    const card = desk.locator(`article[data-alarm-id="${second.id}"]`)
    await card.getByRole('button', { name: 'Acknowledge' }).click({ timeout: 45_000 })
    await card.getByText('Acknowledged', { exact: true }).first().waitFor({ timeout: 10_000 })

    // The holder who chose email and SMS gets both.
    const email = await waitForMessage(baseURL, ignored.holder.email, (m) => /Tamper/i.test(m.subject), 30_000)
    expect(email.channel.toLowerCase()).toContain('email')
    const sms = (await trail(first.id)).find((d) => d.channel === 'sms' && d.group === 'holder-and-company')
    expect(sms?.status).toBe('sent')
    const texts = (await readMailbox(baseURL)).filter((m) => /sms/i.test(m.channel) && /Tamper/i.test(m.body))
    expect(texts.length).toBeGreaterThan(0)

    // The webhook: every delivery signed; the one answered 500 comes again, the same bytes, 30 s later.
    const deadline = Date.now() + 60_000
    while (receiver.received.filter((r) => r.body === receiver!.received[0]?.body).length < 2) {
      if (Date.now() > deadline) throw new Error('the webhook delivery answered 500 was not retried')
      await sleep(500)
    }
    for (const request of receiver.received) expect(signedWith(hook.secret, request.headers, request.body)).toBe(true)
    const [refused, ...later] = receiver.received
    expect(refused!.status).toBe(500)
    expect(later.find((r) => r.body === refused!.body)?.status).toBe(204)

    // Past the company's minute: the ignored alarm reached every agent, the acknowledged one did not.
    const escalatedBy = Date.now() + 45_000
    while (!(await trail(first.id)).some((d) => d.group === 'all-agents')) {
      if (Date.now() > escalatedBy) throw new Error('the unacknowledged alarm was not escalated')
      await sleep(1000)
    }
    await waitForMessage(baseURL, demoEmail('Technical-Agent'), (m) => /Not yet acknowledged/i.test(m.subject), 20_000)
    expect((await trail(second.id)).filter((d) => d.group === 'all-agents')).toEqual([])
    const escalations = receiver.received.map((r) => JSON.parse(r.body) as { type: string; alarm: { id: number } })
    expect(escalations.some((e) => e.type === 'alarm.escalated' && e.alarm.id === first.id)).toBe(true)
    expect(escalations.some((e) => e.type === 'alarm.escalated' && e.alarm.id === second.id)).toBe(false)

    // The escalation's web push, read with the browser's keys, is shown by the dashboard's service worker.
    const pushedBy = Date.now() + 20_000
    const forFirst = () =>
      receiver!.pushed
        .map((request) => JSON.parse(browser.decrypt(request.raw)) as { title: string; tag: string })
        .find((message) => message.tag === `alarm-${first.id}`)
    while (!forFirst()) {
      if (Date.now() > pushedBy) throw new Error('no web push reached the agent')
      await sleep(500)
    }
    const message = forFirst()!
    expect(message.title).toMatch(/Not yet acknowledged/i)
    const cdp = await desk.context().newCDPSession(desk)
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((each) => each.scopeURL.includes('/assets/dashboard/'))
        if (found) resolve(found.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    await desk.evaluate(async () => {
      await navigator.serviceWorker.register('/assets/dashboard/push-sw.js')
    })
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL).origin,
      registrationId: await registered,
      data: JSON.stringify(message),
    })
    const shown = async () =>
      desk.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/assets/dashboard/push-sw.js')
        return (await registration?.getNotifications())?.map((each) => each.title) ?? []
      })
    const shownBy = Date.now() + 10_000
    while (!(await shown()).includes(message.title)) {
      if (Date.now() > shownBy) throw new Error('the service worker did not show the push')
      await sleep(250)
    }
  }, 240_000)
})
