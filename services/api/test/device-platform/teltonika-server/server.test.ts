import { connect, type Socket } from 'node:net'
import type { DeviceEvent } from '@vigil/device-protocols'
import {
  type AvlRecord,
  codec8,
  decodeFrame,
  encodeAvlFrame,
  encodeHandshake,
  encodeReplyFrame,
} from '@vigil/device-protocols/teltonika'
import { afterEach, describe, expect, it } from 'vitest'
import { createTeltonikaServer, type TeltonikaServer } from '../../../src/device-platform/teltonika-server/server.ts'

const imei = '356307042441013'
const record: AvlRecord = {
  timestamp: new Date('2024-05-01T10:00:00Z'),
  priority: 0,
  longitudeDegrees: 31.0218,
  latitudeDegrees: -29.8587,
  altitudeMeters: 12,
  angleDegrees: 45,
  satellites: 8,
  speedKph: 55,
  eventIoId: 0,
  io: [{ id: 239, size: 1, value: 1 }],
}

/** A scripted tracker: collects everything the server sends. */
class RawDevice {
  readonly socket: Socket
  received = Buffer.alloc(0)
  private waiters: Array<() => void> = []

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1')
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk])
      for (const wake of this.waiters.splice(0)) wake()
    })
    this.socket.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  async waitFor(byteCount: number, timeoutMs = 2000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < byteCount) {
      if (Date.now() > deadline || this.socket.destroyed) break
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
    return this.received
  }
}

let server: TeltonikaServer | undefined
const devices: RawDevice[] = []

afterEach(async () => {
  for (const device of devices.splice(0)) device.socket.destroy()
  await server?.close()
  server = undefined
})

async function start(options: Parameters<typeof createTeltonikaServer>[0]): Promise<number> {
  server = createTeltonikaServer(options)
  return (await server.listen(0)).port
}

function device(port: number): RawDevice {
  const raw = new RawDevice(port)
  devices.push(raw)
  return raw
}

describe('Teltonika TCP server', () => {
  it('accepts the handshake, stores the records and only then acknowledges', async () => {
    const stored: Array<{ imei: string; events: DeviceEvent[] }> = []
    const port = await start({
      onRecords: async (deviceImei, events) => {
        await new Promise((resolve) => setTimeout(resolve, 30))
        stored.push({ imei: deviceImei, events })
      },
    })
    const tracker = device(port)
    const frame = encodeAvlFrame(codec8, [record, { ...record, timestamp: new Date('2024-05-01T10:00:05Z') }])
    // Handshake and frame split oddly and joined with a keep-alive byte.
    const stream = Buffer.concat([encodeHandshake(imei), Buffer.from([0xff]), frame])
    tracker.socket.write(stream.subarray(0, 7))
    tracker.socket.write(stream.subarray(7, 40))
    tracker.socket.write(stream.subarray(40))
    const received = await tracker.waitFor(5)
    expect(received.toString('hex')).toBe('0100000002')
    expect(stored).toHaveLength(1)
    expect(stored[0]!.imei).toBe(imei)
    expect(stored[0]!.events.map((event) => event.type)).toEqual(['gps', 'ignition', 'gps'])
  })

  it('does not acknowledge when storing fails, so the device resends', async () => {
    let attempts = 0
    const port = await start({
      onRecords: async () => {
        attempts++
        if (attempts === 1) throw new Error('database unavailable')
      },
    })
    const tracker = device(port)
    const frame = encodeAvlFrame(codec8, [record])
    tracker.socket.write(Buffer.concat([encodeHandshake(imei), frame]))
    expect((await tracker.waitFor(5, 400)).toString('hex')).toBe('01')
    tracker.socket.write(frame)
    expect((await tracker.waitFor(5)).toString('hex')).toBe('0100000001')
    expect(attempts).toBe(2)
  })

  it('does not acknowledge a frame with a bad CRC', async () => {
    const problems: string[] = []
    const port = await start({ onRecords: async () => {}, onProblem: (problem) => problems.push(problem.error.code) })
    const tracker = device(port)
    const frame = encodeAvlFrame(codec8, [record])
    frame[frame.length - 1]! ^= 0xff
    tracker.socket.write(Buffer.concat([encodeHandshake(imei), frame]))
    expect((await tracker.waitFor(5, 400)).toString('hex')).toBe('01')
    expect(problems).toEqual(['crc-mismatch'])
  })

  it('refuses an unknown device with 00', async () => {
    const problems: string[] = []
    const port = await start({
      onRecords: async () => {},
      authorize: async (candidate) => candidate !== imei,
      onProblem: (problem) => problems.push(problem.error.code),
    })
    const tracker = device(port)
    tracker.socket.write(encodeHandshake(imei))
    expect((await tracker.waitFor(2, 500)).toString('hex')).toBe('00')
    expect(problems).toEqual(['unknown-device'])
  })

  it('sends a Codec 12 command and resolves with the reply', async () => {
    const port = await start({ onRecords: async () => {} })
    const tracker = device(port)
    tracker.socket.write(encodeHandshake(imei))
    await tracker.waitFor(1)
    expect(server!.isConnected(imei)).toBe(true)
    const reply = server!.sendCommand(imei, 'setdigout 1')
    const sent = await tracker.waitFor(1 + 12 + 8 + 'setdigout 1'.length)
    const command = decodeFrame(sent.subarray(1))
    expect(command).toEqual({ ok: true, value: { kind: 'command', text: 'setdigout 1' } })
    tracker.socket.write(encodeReplyFrame('DOUT1:1 Timeout:INFINITY'))
    await expect(reply).resolves.toBe('DOUT1:1 Timeout:INFINITY')
  })

  it('fails a command to a device that is not connected', async () => {
    await start({ onRecords: async () => {} })
    await expect(server!.sendCommand(imei, 'getinfo')).rejects.toThrow('not connected')
  })
})
