import { describe, expect, it } from 'vitest'
import { channelOn, deadLetterSummary, NOTIFICATION_KIND_ROWS, pushState, withChannel } from './settings.ts'
import { DEFAULT_PREFERENCES } from './types.ts'

describe('the notification settings page', () => {
  it('starts a kind from the default channels, and keeps email, SMS, push order', () => {
    const sos = withChannel(DEFAULT_PREFERENCES, 'SOS', 'sms', true)
    expect(sos.channels).toEqual({ default: ['email', 'push'], SOS: ['email', 'sms', 'push'] })
    const noEmail = withChannel(sos, 'default', 'email', false)
    expect(noEmail.channels.default).toEqual(['push'])
    expect(noEmail.channels.SOS).toEqual(['email', 'sms', 'push'])
    expect(channelOn(noEmail, 'Tamper', 'email')).toBe(false)
    expect(channelOn(noEmail, 'Tamper', 'push')).toBe(true)
    expect(channelOn(noEmail, 'SOS', 'sms')).toBe(true)
  })
  it('lists every other alarm first, then each kind', () => {
    expect(NOTIFICATION_KIND_ROWS.map((row) => row.kind)).toEqual(['default', 'SOS', 'Tamper', 'Theft rule'])
  })
  it('says why push is off: refused, unsupported, or not yet asked', () => {
    expect(pushState(false, 'granted', true)).toBe('unsupported')
    expect(pushState(true, 'denied', false)).toBe('denied')
    expect(pushState(true, 'default', false)).toBe('off')
    expect(pushState(true, 'granted', false)).toBe('off')
    expect(pushState(true, 'granted', true)).toBe('on')
  })
  it('sums up a dead letter', () => {
    expect(deadLetterSummary({ alarmId: 7, recipient: 'https://hooks.example.com/', attempts: 8 })).toBe(
      'Alarm 7 · https://hooks.example.com/ · 8 attempts',
    )
  })
})
