import { describe, expect, it } from 'vitest'
import {
  buildCommandRequest,
  buildCommandResponse,
  buildConnPayload,
  buildEventEnvelope,
  parseCommandRequest,
  parseCommandResponse,
  parseConnPayload,
  parseDeviceTopic,
  parseEventEnvelope,
} from '../../src/mqtt/index.ts'
import { type RecordedMessage, recordedMessages } from './vectors.ts'

/** The payload read as its topic says, the meaning written back, and the meaning itself. */
function readAndWrite(message: RecordedMessage): { read: unknown; written: string; meaning: unknown } {
  const bytes = Buffer.from(message.payload)
  switch (message.kind) {
    case 'event': {
      const { event } = message
      const read = parseEventEnvelope(bytes, { serial: event.serial, type: event.type })
      return { read, written: buildEventEnvelope(event), meaning: event }
    }
    case 'conn':
      return { read: parseConnPayload(bytes), written: buildConnPayload(message.state), meaning: message.state }
    case 'command-request': {
      const { command } = message
      return { read: parseCommandRequest(bytes), written: buildCommandRequest(command), meaning: command }
    }
    case 'command-response': {
      const { result } = message
      const read = parseCommandResponse(result.cmdId, bytes)
      return { read, written: buildCommandResponse(result), meaning: result }
    }
  }
}

describe.each(recordedMessages)('recorded message: $name', (message) => {
  it('is on the topic of its kind', () => {
    expect(parseDeviceTopic(message.topic)).toEqual({ ok: true, value: message.target })
  })

  it('decodes to what it means, and is written back byte for byte', () => {
    const { read, written, meaning } = readAndWrite(message)
    expect(read).toEqual({ ok: true, value: meaning })
    expect(written).toBe(message.payload)
  })
})
