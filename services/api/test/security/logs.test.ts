import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

/** A logger stream that keeps every line, so a test can look for secrets in them. */
const collectingStream = () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

describe.each(drivers)('logs on %s', (driver) => {
  let t: TestApp
  const log = collectingStream()
  beforeAll(async () => {
    t = await createTestApp({ driver, captureMessages: false, logger: { level: 'trace', stream: log.stream } })
  })
  afterAll(() => t.close())

  it('carry no email or SMS body: reset links and one-time codes stay in the outbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/StartPasswordReset',
      payload: { Email: 'agent@demo.vigil.local' },
    })
    await t.app.notifier.sms({ to: '+27821234567', body: 'Your Vigil code is 987123.' })
    const text = log.lines.join('')
    expect(text).toContain('not sent (no provider configured)')
    expect(text).not.toContain('token=')
    expect(text).not.toContain('987123')
  })

  it('carry no access token from a hub URL', async () => {
    const token = await t.tokenFor('Account-Holder')
    await t.app.inject({ method: 'GET', url: `/DefaultHub?id=abc&access_token=${token}` })
    await t.app.inject({ method: 'GET', url: `/api/DefaultHub?access_token=${token}&id=abc` })
    const text = log.lines.join('')
    expect(text).toContain('access_token=[redacted]')
    expect(text).not.toContain(token)
  })

  it('carry no row values of a failed query, such as a password hash or a personal detail', async () => {
    const failing = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: thandi@example.co.za,$argon2id$v=19$secret',
    )
    Object.assign(failing, {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['thandi@example.co.za', '$argon2id$v=19$secret'],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        detail: 'Key (email)=(thandi@example.co.za) already exists.',
      }),
    })
    t.app.log.error({ err: failing }, 'request failed')
    const text = log.lines.join('')
    expect(text).toContain('Failed query: insert into')
    expect(text).toContain('23505')
    expect(text).not.toContain('argon2id')
    expect(text).not.toContain('thandi@example.co.za')
  })
})
