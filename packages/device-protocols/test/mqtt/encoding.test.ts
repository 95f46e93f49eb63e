import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildCommandRequest,
  buildCommandResponse,
  buildConnPayload,
  commandRequestPublishOptions,
  connPublishOptions,
  parseCommandRequest,
  parseCommandResponse,
  parseConnPayload,
} from '../../src/mqtt/index.ts'

describe('command payloads', () => {
  const command = {
    cmdId: '01HXCOMMAND0000000000000000',
    name: 'lock' as const,
    params: { reason: 'agent' },
    expiresAt: new Date('2024-05-01T10:01:00Z'),
    attempt: 2,
  }

  it('writes the documented request shape and reads it back', () => {
    const payload = buildCommandRequest(command)
    expect(JSON.parse(payload)).toEqual({
      cmdId: '01HXCOMMAND0000000000000000',
      name: 'lock',
      params: { reason: 'agent' },
      expiresAt: '2024-05-01T10:01:00.000Z',
      attempt: 2,
    })
    expect(parseCommandRequest(payload)).toEqual({ ok: true, value: command })
  })

  it('never retains a command', () => {
    expect(commandRequestPublishOptions.retain).toBe(false)
    expect(connPublishOptions.retain).toBe(true)
  })

  it('refuses an unknown command name', () => {
    const parsed = parseCommandRequest(
      JSON.stringify({ ...command, name: 'self-destruct', expiresAt: '2024-05-01T10:01:00Z' }),
    )
    expect(parsed.ok ? undefined : parsed.error.field).toBe('name')
  })

  it('writes and reads a response, taking the command id from the topic', () => {
    const result = {
      cmdId: 'C1',
      status: 'error' as const,
      reply: 'Relay failure',
      time: new Date('2024-05-01T10:00:02Z'),
    }
    const payload = buildCommandResponse(result)
    expect(JSON.parse(payload)).toEqual({ status: 'error', reply: 'Relay failure', ts: '2024-05-01T10:00:02.000Z' })
    expect(parseCommandResponse('C1', payload)).toEqual({ ok: true, value: result })
    const bad = parseCommandResponse('C1', '{"status":"maybe","ts":"2024-05-01T10:00:02Z"}')
    expect(bad.ok ? undefined : bad.error.field).toBe('status')
  })

  it('writes and reads the connection state', () => {
    const state = { online: false, time: new Date('2024-05-01T10:00:00Z') }
    expect(parseConnPayload(buildConnPayload(state))).toEqual({ ok: true, value: state })
  })

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (payload) => {
        for (const parsed of [
          parseCommandRequest(payload),
          parseCommandResponse('C1', payload),
          parseConnPayload(payload),
        ]) {
          if (!parsed.ok)
            expect(['payload-too-large', 'invalid-json', 'invalid-payload', 'invalid-field']).toContain(
              parsed.error.code,
            )
        }
      }),
      { numRuns: 1000 },
    )
  })
})
