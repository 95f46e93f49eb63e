import { connect, type Socket } from 'node:net'
import { type DeviceCommandName, type DeviceEvent, teltonika } from '@vigil/device-protocols'
import type { SimulatedTracker, TrackerIncident, TrackerSnapshot } from './tracker.ts'

export interface TeltonikaDeviceOptions {
  host: string
  port: number
  clock?: () => Date
  profile?: teltonika.TeltonikaCommandProfile
  /** Resend an unacknowledged packet after this long. */
  ackTimeoutMs?: number
  onAck?(recordCount: number): void
  onError?(error: Error): void
}

/** Which IO change a record reports, so the gateway sees why it was sent. */
const eventIoIdByType: Partial<Record<DeviceEvent['type'], number>> = {
  ignition: teltonika.teltonikaIo.ignition,
  lock: teltonika.teltonikaIo.immobiliserRelay,
  tamper: teltonika.teltonikaIo.unplug,
  sos: teltonika.teltonikaIo.alarm,
}

/** One AVL record with the car's whole state, as a Teltonika tracker reports it. */
export function snapshotToRecord(snapshot: TrackerSnapshot, time: Date, eventIoId: number): teltonika.AvlRecord {
  const io = teltonika.teltonikaIo
  return {
    timestamp: time,
    priority: eventIoId === io.alarm ? 2 : eventIoId === 0 ? 0 : 1,
    longitudeDegrees: snapshot.longitudeDegrees,
    latitudeDegrees: snapshot.latitudeDegrees,
    altitudeMeters: snapshot.altitudeMeters,
    angleDegrees: snapshot.headingDegrees,
    satellites: snapshot.satellites,
    speedKph: Math.round(snapshot.speedKph),
    eventIoId,
    io: [
      { id: io.ignition, size: 1, value: snapshot.ignitionOn ? 1 : 0 },
      { id: io.movement, size: 1, value: snapshot.speedKph > 0 ? 1 : 0 },
      { id: io.immobiliserRelay, size: 1, value: snapshot.locked ? 1 : 0 },
      { id: io.unplug, size: 1, value: snapshot.tamperActive ? 1 : 0 },
      { id: io.alarm, size: 1, value: snapshot.sosActive ? 1 : 0 },
      { id: io.externalVoltageMillivolts, size: 2, value: Math.round(snapshot.carBatteryMillivolts) },
      { id: io.batteryVoltageMillivolts, size: 2, value: Math.round(snapshot.deviceBatteryMillivolts) },
    ],
  }
}

/** What a simulated Teltonika tracker answers as its firmware version (as `getver` shows it). */
export const teltonikaFirmwareVersion = '03.27.07_00'

/** Puts a simulated tracker on a Teltonika TCP server: Codec 8 records out, Codec 12 commands in. */
export class TeltonikaDevice {
  readonly tracker: SimulatedTracker
  readonly imei: string
  private readonly options: TeltonikaDeviceOptions
  private readonly clock: () => Date
  private socket: Socket | undefined
  private received = Buffer.alloc(0)
  private accepted = false
  private queue: teltonika.AvlRecord[] = []
  private inFlight: { count: number; timer: NodeJS.Timeout } | undefined

  constructor(tracker: SimulatedTracker, options: TeltonikaDeviceOptions) {
    this.tracker = tracker
    this.imei = tracker.serial
    this.options = options
    this.clock = options.clock ?? (() => new Date())
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.options.port, this.options.host)
      this.socket = socket
      socket.once('connect', () => socket.write(teltonika.encodeHandshake(this.imei)))
      socket.on('data', (chunk: Buffer) => {
        if (!this.accepted) {
          if (chunk[0] !== 0x01) {
            reject(new Error(`The server refused IMEI ${this.imei}.`))
            socket.destroy()
            return
          }
          this.accepted = true
          resolve()
          chunk = chunk.subarray(1)
        }
        this.onBytes(chunk)
      })
      socket.on('error', (error) => {
        if (!this.accepted) reject(error)
        else this.options.onError?.(error)
      })
      socket.on('close', () => clearTimeout(this.inFlight?.timer))
    })
  }

  private onBytes(chunk: Buffer): void {
    this.received = Buffer.concat([this.received, chunk])
    while (this.received.length >= 4) {
      // Acks are a non-zero record count; a Codec 12 frame starts with four zero bytes.
      const head = this.received.readUInt32BE(0)
      if (head !== 0) {
        this.received = this.received.subarray(4)
        this.onAck(head)
        continue
      }
      if (this.received.length < 8) return
      const frameLength = this.received.readUInt32BE(4) + 12
      if (this.received.length < frameLength) return
      const frame = this.received.subarray(0, frameLength)
      this.received = this.received.subarray(frameLength)
      const decoded = teltonika.decodeFrame(frame)
      if (decoded.ok && decoded.value.kind === 'command') this.onCommand(decoded.value.text)
    }
  }

  private onAck(count: number): void {
    if (this.inFlight === undefined) return
    clearTimeout(this.inFlight.timer)
    this.queue = this.queue.slice(count)
    this.inFlight = undefined
    this.options.onAck?.(count)
    this.sendNext()
  }

  private onCommand(text: string): void {
    const profile = this.options.profile ?? teltonika.defaultTeltonikaCommandProfile
    const name = (Object.keys(profile) as DeviceCommandName[]).find((candidate) => profile[candidate] === text)
    const now = this.clock()
    if (name === undefined) {
      this.socket?.write(teltonika.encodeReplyFrame(`Unknown command: ${text}`))
      return
    }
    const expiresAt = new Date(now.getTime() + 60_000)
    const { result, events } = this.tracker.handleCommand({ cmdId: text, name, params: {}, expiresAt, attempt: 1 }, now)
    const reply =
      result.status === 'error'
        ? `Error: ${String(result.reply)}`
        : name === 'status'
          ? // As an FMB920 answers getver.
            `Ver:${(result.reply as { applicationVersion: string }).applicationVersion} GPS:AXN_5.10_3333 Hw:FMB920 Mod:13 IMEI:${this.tracker.serial}`
          : `${text.replace('setdigout', 'DOUT')} OK`
    this.socket?.write(teltonika.encodeReplyFrame(reply))
    this.report(events)
  }

  /** Queues one record for the events of a moment (nothing when nothing happened). */
  private report(events: readonly DeviceEvent[]): void {
    if (events.length === 0) return
    const eventIoId = events.map((event) => eventIoIdByType[event.type]).find((id) => id !== undefined) ?? 0
    this.queue.push(snapshotToRecord(this.tracker.snapshot(), events[0]!.time, eventIoId))
    this.sendNext()
  }

  private sendNext(): void {
    const socket = this.socket
    if (socket === undefined || !this.accepted || this.inFlight !== undefined || this.queue.length === 0) return
    const records = this.queue.slice(0, 20)
    socket.write(teltonika.encodeAvlFrame(teltonika.codec8, records))
    // No ack in time: the same records go again (the gateway dedupes them).
    const timer = setTimeout(() => {
      this.inFlight = undefined
      this.sendNext()
    }, this.options.ackTimeoutMs ?? 5000)
    this.inFlight = { count: records.length, timer }
  }

  /** Records still waiting for the server's ack. */
  get unacknowledged(): number {
    return this.queue.length
  }

  tick(): DeviceEvent[] {
    const events = this.tracker.tick(this.clock())
    this.report(events)
    return events
  }

  raise(incident: TrackerIncident): DeviceEvent[] {
    const events = this.tracker.raise(incident, this.clock())
    this.report(events)
    return events
  }

  installerStep(step: number): DeviceEvent[] {
    const events = this.tracker.installerStep(step, this.clock())
    this.report(events)
    return events
  }

  async stop(): Promise<void> {
    clearTimeout(this.inFlight?.timer)
    const socket = this.socket
    this.socket = undefined
    if (socket === undefined || socket.destroyed) return
    await new Promise<void>((resolve) => socket.end(resolve))
  }
}
