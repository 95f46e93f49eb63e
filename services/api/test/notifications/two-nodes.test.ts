import { openDatabase, queryRows } from '@vigil/db'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import type { EmailMessage, SmsMessage } from '../../src/areas/notifications/outbox.ts'
import { createTestApp, type TestApp } from '../harness.ts'

/**
 * Two API nodes on one PostgreSQL database, running their notifications passes at the same moment: every alarm notice
 * reaches each recipient once, not once per node, and the work is shared. Each node claims one notice and one delivery
 * a pass (NOTIFY_BATCH=1), and the test starts both nodes' passes together, so while two or more are waiting each node
 * takes one: neither can take the whole queue, which with a background timer was left to chance.
 */
describe('notifications across two API nodes on postgres', () => {
  let first: TestApp
  let second: Awaited<ReturnType<typeof buildApp>>
  const emails: EmailMessage[] = []
  const sms: SmsMessage[] = []

  beforeAll(async () => {
    first = await createTestApp({ driver: 'postgres', config: { notifyBatch: 1 } })
    const { config } = first.app
    second = await buildApp({
      config,
      database: await openDatabase(config),
      clock: first.clock.now,
      emailSender: { send: async (message) => void emails.push(message) },
      smsSender: { send: async (message) => void sms.push(message) },
    })
    await second.ready()
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('sends each alarm notice to each person once', async () => {
    const vehicleIds = first.demo.vehicleIds.slice(0, 4)
    for (const vehicleId of vehicleIds) {
      const [alarm] = await queryRows<{ id: number }>(
        first.db,
        sql`insert into alarms (vehicle_id, kind, raised_on, last_reported_on) values (${vehicleId}, 'SOS', now(), now())
          returning id`,
      )
      await first.db.execute(
        sql`insert into alarm_trail (alarm_id, action, "on") values (${alarm!.id}, 'raised', now())`,
      )
    }
    const waitingWork = async () => {
      const [row] = await queryRows<{ n: number }>(
        first.db,
        sql`select (select count(*) from notification_deliveries where status = 'pending')
          + (select count(*) from alarm_notices where fanned_out_on is null) as n`,
      )
      return Number(row?.n ?? 0)
    }
    let passes = 0
    // What each node attempted: a push to a person with no browser fails at once, so the messages each node's senders
    // captured would not show a node whose turns all fell on push deliveries.
    const attempted = [0, 0]
    while ((await waitingWork()) > 0 && passes < 200) {
      const done = await Promise.all([first.app.notify.runOnce(), second.notify.runOnce()])
      attempted[0]! += done[0]
      attempted[1]! += done[1]
      passes++
    }
    expect(await waitingWork()).toBe(0)
    const sentBy = (node: { emails: EmailMessage[]; sms: SmsMessage[] }) => [
      ...node.emails.map((email) => `${email.to} ${email.subject}`),
      ...node.sms.map((message) => `${message.to} ${message.body}`),
    ]
    const all = [...sentBy(first), ...sentBy({ emails, sms })]
    expect(all.length).toBeGreaterThanOrEqual(vehicleIds.length)
    expect(new Set(all).size).toBe(all.length)
    // Both nodes took part, or the test proves nothing about sharing the work.
    expect(attempted[0]).toBeGreaterThan(0)
    expect(attempted[1]).toBeGreaterThan(0)
  }, 60_000)
})
