import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase, queryRows } from '@vigil/db'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import type { EmailMessage } from '../../src/areas/notifications/outbox.ts'
import { createTestApp, type TestApp } from '../harness.ts'

/**
 * Two API nodes on one PostgreSQL database, each running its background notifications pass every 20 ms: every
 * alarm notice reaches each recipient once, not once per node.
 */
describe('notifications across two API nodes on postgres', () => {
  let first: TestApp
  let second: Awaited<ReturnType<typeof buildApp>>
  const emails: EmailMessage[] = []

  beforeAll(async () => {
    first = await createTestApp({ driver: 'postgres', config: { notifyIntervalMs: 20 } })
    const { config } = first.app
    second = await buildApp({
      config,
      database: await openDatabase(config),
      clock: first.clock.now,
      emailSender: { send: async (message) => void emails.push(message) },
      smsSender: { send: async () => undefined },
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
    const deadline = Date.now() + 20_000
    let waiting = 1
    while (waiting > 0 && Date.now() < deadline) {
      await sleep(100)
      const [row] = await queryRows<{ n: number }>(
        first.db,
        sql`select count(*)::int as n from notification_deliveries where status = 'pending' or claimed_until is not null`,
      )
      const [notices] = await queryRows<{ n: number }>(
        first.db,
        sql`select count(*)::int as n from alarm_notices where fanned_out_on is null`,
      )
      waiting = (row?.n ?? 0) + (notices?.n ?? 0)
    }
    expect(waiting).toBe(0)
    const all = [...first.emails, ...emails].map((email) => `${email.to} ${email.subject}`)
    expect(all.length).toBeGreaterThanOrEqual(vehicleIds.length)
    expect(new Set(all).size).toBe(all.length)
    // Both nodes took part, or the test proves nothing about sharing the work.
    expect(first.emails.length).toBeGreaterThan(0)
    expect(emails.length).toBeGreaterThan(0)
  }, 60_000)
})
