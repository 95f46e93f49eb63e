import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { createTestApp, drivers, type TestApp } from '../harness.ts'

describe.each(drivers)('the development mailbox on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver, captureMessages: false })
    await t.app.notifier.sms({ to: '+27821234567', body: 'Your Vigil code is 123456.' })
  })
  afterAll(() => t.close())

  it('answers requests from the machine itself', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress })
      expect(page.statusCode, remoteAddress).toBe(200)
      expect(page.body).toContain('Your Vigil code is 123456.')
    }
  })

  it('refuses anyone else, with problem details and without a code', async () => {
    const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7' })
    expect(page.statusCode).toBe(403)
    expect(page.headers['content-type']).toContain('application/problem+json')
    expect(page.body).not.toContain('123456')
  })

  it('refuses a local proxy passing on a request from elsewhere, and a forged forwarded address', async () => {
    const proxied = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(proxied.statusCode).toBe(403)
    const forged = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(forged.statusCode).toBe(403)
  })

  it('answers an Admin from anywhere, but no other role', async () => {
    const admin = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.7',
      headers: await t.headersFor('Admin'),
    })
    expect(admin.statusCode).toBe(200)
    const agent = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.7',
      headers: await t.headersFor('Technical-Agent'),
    })
    expect(agent.statusCode).toBe(403)
  })
})

describe('the bind address', () => {
  it('is the machine itself in development, every interface only in production, HOST otherwise', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' }).host).toBe('0.0.0.0')
    expect(loadConfig({ DATA_DIR: 'memory://', HOST: '192.0.2.1' }).host).toBe('192.0.2.1')
  })
})
