// A lean MQTT 3.1.1 device connection for benchmarks: hand-encoded packets, QoS 1 publishes written once per tick, so
// thousands of simulated trackers cost the machine little next to the API under test. Outgoing packets are built as
// latin1 strings (every byte one character; topics and payloads here are ASCII) and a tick's packets go out as one
// string: the load generator shares the machine's two cores with the server it measures.
import { connect, type Socket } from 'node:net'
import type { DeviceEventType } from '@vigil/device-protocols'
import { ulid } from 'ulid'

export interface LeanDeviceOptions {
  host: string
  port: number
  serial: string
  secret: string
  /** A QoS 1 message from the platform (e.g. a command); acknowledged after this returns. */
  onMessage?(topic: string, payload: Buffer): void
  /** A publish of ours was acknowledged (PUBACK). */
  onAck?(): void
  /** The connection ended (dropped by either side). */
  onClose?(): void
}

const remainingLength = (length: number): number[] => {
  const bytes: number[] = []
  do {
    let byte = length % 128
    length = Math.floor(length / 128)
    if (length > 0) byte |= 0x80
    bytes.push(byte)
  } while (length > 0)
  return bytes
}

const utf8 = (text: string): Buffer => {
  const body = Buffer.from(text)
  const prefix = Buffer.allocUnsafe(2)
  prefix.writeUInt16BE(body.length)
  return Buffer.concat([prefix, body])
}

const packet = (first: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts)
  return Buffer.concat([Buffer.from([first, ...remainingLength(body.length)]), body])
}

const packetId = (id: number): Buffer => Buffer.from([id >> 8, id & 0xff])

export class LeanDevice {
  private readonly socket: Socket
  private readonly options: LeanDeviceOptions
  private buffered: Buffer = Buffer.alloc(0)
  private nextId = 0
  /** QoS 1 publishes sent and not yet acknowledged. */
  inFlight = 0
  private pending = ''
  private connected!: () => void
  private refused!: (error: Error) => void
  private subscribed: (() => void) | undefined
  readonly ready: Promise<void>

  constructor(options: LeanDeviceOptions) {
    this.options = options
    this.ready = new Promise<void>((resolve, reject) => {
      this.connected = resolve
      this.refused = reject
    })
    this.socket = connect(options.port, options.host)
    this.socket.setNoDelay(true)
    this.socket.on('error', (error) => this.refused(error))
    this.socket.on('close', () => {
      this.refused(new Error(`${options.serial} closed`))
      options.onClose?.()
    })
    this.socket.on('data', (chunk: Buffer) => this.receive(chunk))
    const header = Buffer.from([0x00, 0x04, 0x4d, 0x51, 0x54, 0x54, 0x04, 0xc2, 0x00, 0x00]) // MQTT 3.1.1, keep-alive off
    this.socket.write(packet(0x10, header, utf8(`bench-${options.serial}`), utf8(options.serial), utf8(options.secret)))
  }

  /** QoS 1 publish of an ASCII topic and payload; written together with the others of this tick. */
  publish(topic: string, payload: string): void {
    this.nextId = (this.nextId % 65535) + 1
    const id = this.nextId
    this.inFlight++
    const length = 2 + topic.length + 2 + payload.length
    this.writeLatin1(
      String.fromCharCode(0x32, ...remainingLength(length), topic.length >> 8, topic.length & 0xff) +
        topic +
        String.fromCharCode(id >> 8, id & 0xff) +
        payload,
    )
  }

  subscribe(filter: string): Promise<void> {
    this.nextId = (this.nextId % 65535) + 1
    this.write(packet(0x82, packetId(this.nextId), utf8(filter), Buffer.from([1])))
    return new Promise((resolve) => {
      this.subscribed = resolve
    })
  }

  close(): void {
    const pending = this.pending
    this.pending = ''
    this.socket.end(Buffer.from(`${pending}\xe0\x00`, 'latin1'))
  }

  /** Drops the connection without a DISCONNECT, as a network blip does. */
  drop(): void {
    this.pending = ''
    this.socket.destroy()
  }

  private write(data: Buffer): void {
    this.writeLatin1(data.toString('latin1'))
  }

  private writeLatin1(data: string): void {
    if (this.pending === '') {
      process.nextTick(() => {
        const pending = this.pending
        this.pending = ''
        if (pending !== '') this.socket.write(pending, 'latin1')
      })
    }
    this.pending += data
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk])
    for (;;) {
      if (this.buffered.length < 2) return
      let length = 0
      let multiplier = 1
      let offset = 1
      let byte: number
      do {
        if (offset >= this.buffered.length) return
        byte = this.buffered[offset++]!
        length += (byte & 0x7f) * multiplier
        multiplier *= 128
      } while (byte & 0x80)
      if (this.buffered.length < offset + length) return
      const first = this.buffered[0]!
      const body = this.buffered.subarray(offset, offset + length)
      this.buffered = this.buffered.subarray(offset + length)
      this.handle(first, body)
    }
  }

  private handle(first: number, body: Buffer): void {
    switch (first >> 4) {
      case 2: // CONNACK
        if (body[1] === 0) this.connected()
        else this.refused(new Error(`${this.options.serial} refused (${body[1]})`))
        break
      case 3: {
        // PUBLISH from the platform
        const topicLength = body.readUInt16BE(0)
        const topic = body.toString('utf8', 2, 2 + topicLength)
        const qos = (first >> 1) & 3
        const payloadStart = 2 + topicLength + (qos > 0 ? 2 : 0)
        this.options.onMessage?.(topic, Buffer.from(body.subarray(payloadStart)))
        if (qos > 0) this.write(Buffer.from([0x40, 0x02, body[2 + topicLength]!, body[3 + topicLength]!]))
        break
      }
      case 4: // PUBACK
        this.inFlight--
        this.options.onAck?.()
        break
      case 9: // SUBACK
        this.subscribed?.()
        this.subscribed = undefined
        break
    }
  }
}

/**
 * An event envelope as the platform's MQTT decoder reads it, written as text with a Math.random ULID: JSON.stringify
 * and crypto randomness would cost the publishing thread most of its time. `data` is the event's data as JSON.
 */
export const envelopeText = (serial: string, time: number, type: DeviceEventType, data: string): string =>
  `{"v":1,"id":"${ulid(time, Math.random)}","serial":"${serial}","ts":"${new Date(time).toISOString()}","type":"${type}","data":${data}}`
