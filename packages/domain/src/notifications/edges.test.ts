import { describe, expect, it } from 'vitest'
import { parsePayload } from '../validation/fieldErrors.ts'
import { hostAddress, ipv4Number, ipv6Groups, isForbiddenAddress, isForbiddenHostName } from './addresses.ts'
import { escalationStep } from './escalation.ts'
import {
  escalationStruct,
  newWebhookStruct,
  notificationSettingsMessages,
  pushSubscriptionStruct,
  webhookChangeStruct,
} from './payloads.ts'
import { channelsFor, inQuietHours, isTimeOfDay } from './quiet-hours.ts'
import { nextWebhookAttempt } from './webhooks.ts'

describe('address edges', () => {
  it('reads only dotted quads of bytes as IPv4', () => {
    expect(ipv4Number('1.2.3')).toBeNull()
    expect(ipv4Number('1.2.3.256')).toBeNull()
    expect(ipv4Number('1.2.3.a')).toBeNull()
    expect(ipv4Number('1.2.3.4')).toBe(0x01020304)
  })
  it('refuses a bad embedded IPv4 and too few groups', () => {
    expect(ipv6Groups('::ffff:1.2.3.999')).toBeNull()
    expect(ipv6Groups('1:2:3')).toBeNull()
  })
  it.each(['fec0::1', '2001:db8::1', '100::1', '::127.0.0.1'])('refuses special IPv6 %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true)
  })
  it('knows local names with a trailing dot, and tells names from addresses', () => {
    expect(isForbiddenHostName('LOCALHOST.')).toBe(true)
    expect(isForbiddenHostName('printer.local')).toBe(true)
    expect(isForbiddenHostName('hooks.example.com')).toBe(false)
    expect(hostAddress('[::1]')).toBe('::1')
    expect(hostAddress('hooks.example.com')).toBeNull()
  })
})

describe('rule edges', () => {
  it('stops escalating after the last group even when nobody acknowledged', () => {
    expect(escalationStep({ acknowledgedOn: null, resolvedOn: null }, 1, new Date(), 10)).toEqual({ stop: true })
  })
  it('treats equal from and to as no quiet hours, and a kind with no default as no channel', () => {
    expect(inQuietHours(new Date(), { from: '10:00', to: '10:00' })).toBe(false)
    expect(channelsFor({ channels: { SOS: ['sms'] }, quietHours: null }, 'Tamper')).toEqual([])
    expect(isTimeOfDay('24:00')).toBe(false)
    expect(isTimeOfDay('07:30')).toBe(true)
  })
  it('tries a delivery that has not failed yet at once', () => {
    const now = new Date('2026-11-27T00:00:00Z')
    expect(nextWebhookAttempt(0, now)).toEqual(now)
  })
})

describe('settings payloads', () => {
  it('keeps escalation minutes in range', () => {
    expect(parsePayload(escalationStruct, { minutes: 0 })).toEqual({
      ok: false,
      errors: { minutes: notificationSettingsMessages.escalationMinutes },
    })
    expect(parsePayload(escalationStruct, { minutes: 15 })).toEqual({ ok: true, value: { minutes: 15 } })
  })
  it('limits descriptions and wants an endpoint URL with keys', () => {
    const long = 'x'.repeat(201)
    expect(parsePayload(newWebhookStruct, { url: 'https://a.example', description: long })).toEqual({
      ok: false,
      errors: { description: notificationSettingsMessages.descriptionLength },
    })
    expect(parsePayload(webhookChangeStruct, { enabled: false })).toEqual({ ok: true, value: { enabled: false } })
    expect(parsePayload(pushSubscriptionStruct, { endpoint: 'ftp://x', keys: { p256dh: 'a', auth: 'b' } })).toEqual({
      ok: false,
      errors: { endpoint: notificationSettingsMessages.pushEndpoint },
    })
  })
})
