import { notifications } from '@vigil/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNotifier } from '../../src/areas/notifications/outbox.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('notifications without providers on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver, captureMessages: false })
  })
  afterAll(() => t.close())

  it('keeps every email and SMS in the outbox as logged and shows them at the development mailbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/StartPasswordReset',
      payload: { Email: 'agent@demo.vigil.local' },
    })
    await t.app.notifier.sms({ to: '+27821234567', body: 'Your Vigil code is 123456.' })
    const rows = await t.db.select().from(notifications)
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['email', 'logged'],
      ['sms', 'logged'],
    ])
    const page = await t.app.inject({ url: '/dev/mailbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Reset your Vigil password')
    expect(page.body).toContain('<a href="http://vigil.test/reset-password?token=')
    expect(page.body).toContain('Your Vigil code is 123456.')
  })

  it('records a delivery failure with its reason', async () => {
    const notifier = createNotifier({
      db: () => t.db,
      log: t.app.log,
      emailSender: {
        send: async () => {
          throw new Error('SMTP refused')
        },
      },
    })
    const id = await notifier.email({ to: 'a@example.co.za', subject: 'Hello', body: 'Body' })
    const [row] = (await t.db.select().from(notifications)).filter((notification) => notification.id === id)
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Error: SMTP refused' })
  })
})

describe('the development mailbox in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver: 'pglite', config: { production: true } })
  })
  afterAll(() => t.close())

  it('does not exist', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404)
  })
})
