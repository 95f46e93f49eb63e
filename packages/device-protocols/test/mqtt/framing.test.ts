import { describe, expect, it } from 'vitest'
import {
  commandRequestFilter,
  commandRequestTopic,
  commandResponseTopic,
  connTopic,
  deviceMayPublish,
  deviceMaySubscribe,
  eventTopic,
  parseDeviceTopic,
} from '../../src/mqtt/index.ts'

describe('device topics', () => {
  it('builds the documented topics', () => {
    expect(eventTopic('TK0001', 'motor-error')).toBe('tk/v1/dev/TK0001/evt/motor-error')
    expect(connTopic('TK0001')).toBe('tk/v1/dev/TK0001/conn')
    expect(commandRequestTopic('TK0001', '01HZ')).toBe('tk/v1/dev/TK0001/cmd/req/01HZ')
    expect(commandResponseTopic('TK0001', '01HZ')).toBe('tk/v1/dev/TK0001/cmd/res/01HZ')
    expect(commandRequestFilter('TK0001')).toBe('tk/v1/dev/TK0001/cmd/req/+')
  })

  it('parses each kind of topic back', () => {
    expect(parseDeviceTopic('tk/v1/dev/TK0001/evt/gps')).toEqual({
      ok: true,
      value: { kind: 'event', serial: 'TK0001', type: 'gps' },
    })
    expect(parseDeviceTopic('tk/v1/dev/TK0001/conn')).toEqual({ ok: true, value: { kind: 'conn', serial: 'TK0001' } })
    expect(parseDeviceTopic('tk/v1/dev/TK0001/cmd/req/C1')).toEqual({
      ok: true,
      value: { kind: 'command-request', serial: 'TK0001', cmdId: 'C1' },
    })
    expect(parseDeviceTopic('tk/v1/dev/TK0001/cmd/res/C1')).toEqual({
      ok: true,
      value: { kind: 'command-response', serial: 'TK0001', cmdId: 'C1' },
    })
  })

  it.each([
    ['tk/v2/dev/TK0001/evt/gps', 'not-a-device-topic'],
    ['tk/v1/dev/TK0001', 'not-a-device-topic'],
    ['tk/v1/dev/TK0001/evt/gps/extra', 'not-a-device-topic'],
    ['tk/v1/dev/+/evt/gps', 'invalid-serial'],
    ['tk/v1/dev/TK0001/evt/speeding', 'unknown-event-type'],
    ['tk/v1/dev/TK0001/cmd/req/#', 'invalid-command-id'],
  ])('refuses %s with %s', (topic, code) => {
    const parsed = parseDeviceTopic(topic)
    expect(parsed.ok ? 'ok' : parsed.error.code).toBe(code)
  })
})

describe('device ACL', () => {
  it('lets a device publish its own events, connection state and command answers', () => {
    expect(deviceMayPublish('TK0001', 'tk/v1/dev/TK0001/evt/gps')).toBe(true)
    expect(deviceMayPublish('TK0001', 'tk/v1/dev/TK0001/conn')).toBe(true)
    expect(deviceMayPublish('TK0001', 'tk/v1/dev/TK0001/cmd/res/C1')).toBe(true)
  })

  it('refuses another device, command requests and anything outside the schema', () => {
    expect(deviceMayPublish('TK0001', 'tk/v1/dev/TK0002/evt/gps')).toBe(false)
    expect(deviceMayPublish('TK0001', 'tk/v1/dev/TK0001/cmd/req/C1')).toBe(false)
    expect(deviceMayPublish('TK0001', 'tk/v1/dev/TK0001/other')).toBe(false)
    expect(deviceMayPublish('TK0001', '$SYS/broker')).toBe(false)
    expect(deviceMayPublish('TK+', 'tk/v1/dev/TK+/evt/gps')).toBe(false)
  })

  it('lets a device subscribe only under its own prefix', () => {
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/TK0001/cmd/req/+')).toBe(true)
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/TK0001/#')).toBe(true)
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/+/cmd/req/+')).toBe(false)
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/#')).toBe(false)
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/TK00012/cmd/req/+')).toBe(false)
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/TK0001/#/x')).toBe(false)
    expect(deviceMaySubscribe('TK0001', 'tk/v1/dev/TK0001/cmd+/x')).toBe(false)
    expect(deviceMaySubscribe('#', '#')).toBe(false)
  })
})
