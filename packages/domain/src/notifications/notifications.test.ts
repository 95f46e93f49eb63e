import { describe, expect, it } from 'vitest'
import { parsePayload } from '../validation/fieldErrors.ts'
import { escalationStep, firstEscalationOn, peopleToldOf } from './escalation.ts'
import { notificationPreferencesStruct, notificationSettingsMessages } from './payloads.ts'
import { channelDecisions, inQuietHours, minuteOfDay, quietHoursEnd } from './quiet-hours.ts'
import { DEFAULT_PREFERENCES, type NotificationPreferences } from './types.ts'
import {
  nextWebhookAttempt,
  parseSignatureHeader,
  SIGNATURE_HEADER,
  signatureFresh,
  signatureHeader,
  signedPayload,
  WEBHOOK_MAX_ATTEMPTS,
  webhookAccepted,
} from './webhooks.ts'

// 2026-11-27 01:30 UTC is 03:30 in Johannesburg (UTC+2 all year).
const at = (iso: string) => new Date(iso)

describe('quiet hours', () => {
  it('reads the time of day in Johannesburg', () => {
    expect(minuteOfDay(at('2026-11-27T01:30:00Z'))).toBe(3 * 60 + 30)
  })
  it('wraps past midnight, from included and to not', () => {
    const quiet = { from: '22:00', to: '06:00' }
    expect(inQuietHours(at('2026-11-27T01:30:00Z'), quiet)).toBe(true) // 03:30
    expect(inQuietHours(at('2026-11-26T20:00:00Z'), quiet)).toBe(true) // 22:00
    expect(inQuietHours(at('2026-11-27T04:00:00Z'), quiet)).toBe(false) // 06:00
    expect(inQuietHours(at('2026-11-27T10:00:00Z'), quiet)).toBe(false) // 12:00
  })
  it('works within a day and treats none as never', () => {
    expect(inQuietHours(at('2026-11-27T11:00:00Z'), { from: '12:00', to: '14:00' })).toBe(true)
    expect(inQuietHours(at('2026-11-27T13:00:00Z'), { from: '12:00', to: '14:00' })).toBe(false)
    expect(inQuietHours(at('2026-11-27T11:00:00Z'), null)).toBe(false)
  })
  it('ends quiet hours at their to, past midnight too, and not at all outside them', () => {
    const night = { from: '22:00', to: '06:00' }
    // 03:30:20 in Johannesburg: held until 06:00 the same morning.
    expect(quietHoursEnd(at('2026-11-27T01:30:20Z'), night)).toEqual(at('2026-11-27T04:00:00Z'))
    // 22:15: held until 06:00 the next morning.
    expect(quietHoursEnd(at('2026-11-26T20:15:00Z'), night)).toEqual(at('2026-11-27T04:00:00Z'))
    // 11:59 is before them: at once.
    expect(quietHoursEnd(at('2026-11-27T09:59:30Z'), { from: '12:00', to: '14:00' })).toEqual(
      at('2026-11-27T09:59:30Z'),
    )
    // 14:30: until 14:45.
    expect(quietHoursEnd(at('2026-11-27T12:30:00Z'), { from: '12:00', to: '14:45' })).toEqual(
      at('2026-11-27T12:45:00Z'),
    )
    expect(quietHoursEnd(at('2026-11-27T01:30:00Z'), null)).toEqual(at('2026-11-27T01:30:00Z'))
  })
  it('moves what quiet hours hold when the person changes them: to the new end, or now when they no longer hold', () => {
    // Held at 23:00 under 22:00-06:00; at 23:30 the person changes their hours (what the settings do to held rows).
    const changedAt = at('2026-11-26T21:30:00Z')
    expect(quietHoursEnd(changedAt, { from: '22:00', to: '06:00' })).toEqual(at('2026-11-27T04:00:00Z'))
    // Shortened to 22:00-01:00: released at 01:00.
    expect(quietHoursEnd(changedAt, { from: '22:00', to: '01:00' })).toEqual(at('2026-11-26T23:00:00Z'))
    // Moved to 00:00-06:00, which does not cover 23:30: released now.
    expect(quietHoursEnd(changedAt, { from: '00:00', to: '06:00' })).toEqual(changedAt)
    // Removed: released now.
    expect(quietHoursEnd(changedAt, null)).toEqual(changedAt)
  })
  it('holds SMS and push in quiet hours, sends email, and lets SOS through', () => {
    const preferences: NotificationPreferences = {
      channels: { default: ['email', 'sms', 'push'], Tamper: ['sms'] },
      quietHours: { from: '22:00', to: '06:00' },
    }
    const night = at('2026-11-27T01:30:00Z')
    expect(channelDecisions(preferences, 'Geofence', night)).toEqual([
      { channel: 'email', held: false },
      { channel: 'sms', held: true },
      { channel: 'push', held: true },
    ])
    expect(channelDecisions(preferences, 'Tamper', night)).toEqual([{ channel: 'sms', held: true }])
    expect(channelDecisions(preferences, 'SOS', night).every((decision) => !decision.held)).toBe(true)
    expect(channelDecisions(DEFAULT_PREFERENCES, 'Tamper', night).map((d) => d.channel)).toEqual(['email', 'push'])
  })
})

describe('escalation', () => {
  const open = { acknowledgedOn: null, resolvedOn: null }
  it('tells the next group N minutes after opening, and stops after the last group', () => {
    expect(firstEscalationOn(at('2026-11-27T01:00:00Z'), 10)).toEqual(at('2026-11-27T01:10:00Z'))
    expect(escalationStep(open, 0, at('2026-11-27T01:10:00Z'), 10)).toEqual({ stop: false, level: 1, nextOn: null })
    expect(escalationStep(open, 1, at('2026-11-27T01:20:00Z'), 10)).toEqual({ stop: true })
  })
  it('stops once acknowledged or resolved', () => {
    expect(
      escalationStep({ ...open, acknowledgedOn: '2026-11-27T01:05:00Z' }, 0, at('2026-11-27T01:10:00Z'), 10),
    ).toEqual({ stop: true })
    expect(escalationStep({ ...open, resolvedOn: new Date() }, 0, at('2026-11-27T01:10:00Z'), 10)).toEqual({
      stop: true,
    })
  })
  it('tells people of repeat reports at most every few minutes', () => {
    const now = at('2026-11-27T01:10:00Z')
    expect(peopleToldOf('raised', now, now)).toBe(true)
    expect(peopleToldOf('reported', null, now)).toBe(true)
    expect(peopleToldOf('reported', at('2026-11-27T01:06:00Z'), now)).toBe(false)
    expect(peopleToldOf('reported', at('2026-11-27T01:05:00Z'), now)).toBe(true)
  })
})

describe('webhook retries', () => {
  const failed = at('2026-11-27T01:00:00Z')
  it('backs off from 30 s and dead-letters after the last attempt', () => {
    expect(nextWebhookAttempt(1, failed)).toEqual(at('2026-11-27T01:00:30Z'))
    expect(nextWebhookAttempt(2, failed)).toEqual(at('2026-11-27T01:01:00Z'))
    expect(nextWebhookAttempt(WEBHOOK_MAX_ATTEMPTS - 1, failed)).toEqual(at('2026-11-27T02:00:00Z'))
    expect(nextWebhookAttempt(WEBHOOK_MAX_ATTEMPTS, failed)).toBeNull()
    expect(nextWebhookAttempt(2, failed, [1])).toBeNull()
  })
  it('counts only 2xx as delivered (redirects are not followed)', () => {
    expect(webhookAccepted(204)).toBe(true)
    expect(webhookAccepted(302)).toBe(false)
    expect(webhookAccepted(500)).toBe(false)
  })
})

describe('webhook signature', () => {
  const hex = 'a'.repeat(64)
  it('signs the time and the body, in a header receivers can read back', () => {
    expect(SIGNATURE_HEADER).toBe('Vigil-Signature')
    expect(signedPayload(1795000000, '{"a":1}')).toBe('1795000000.{"a":1}')
    expect(signatureHeader(1795000000, hex)).toBe(`t=1795000000,v1=${hex}`)
    expect(parseSignatureHeader(`t=1795000000, v1=${hex}`)).toEqual({ t: 1795000000, v1: [hex] })
  })
  it('refuses a header out of format and a stale time', () => {
    expect(parseSignatureHeader(`v1=${hex}`)).toBeNull()
    expect(parseSignatureHeader('t=1795000000,v1=xyz')).toBeNull()
    expect(signatureFresh(1795000000, new Date(1795000000_000 + 299_000))).toBe(true)
    expect(signatureFresh(1795000000, new Date(1795000000_000 + 301_000))).toBe(false)
  })
})

describe('preferences payload', () => {
  it('answers each bad field with its message', () => {
    const result = parsePayload(notificationPreferencesStruct, {
      channels: { default: ['email', 'pigeon'] },
      quietHours: { from: '22:00', to: '25:00' },
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        'channels.default.1': notificationSettingsMessages.channel,
        'quietHours.to': notificationSettingsMessages.timeOfDay,
      },
    })
    expect(
      parsePayload(notificationPreferencesStruct, { channels: {}, quietHours: { from: '22:00', to: '22:00' } }),
    ).toEqual({ ok: false, errors: { quietHours: notificationSettingsMessages.quietHoursEmpty } })
  })
  it('takes a good one as is', () => {
    const body = { channels: { default: ['email'], SOS: ['sms', 'push'] }, quietHours: null }
    expect(parsePayload(notificationPreferencesStruct, body)).toEqual({ ok: true, value: body })
  })
})
