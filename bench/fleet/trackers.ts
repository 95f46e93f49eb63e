// A process of simulated trackers for bench:fleet: thousands of MQTT (QoS 1) or Teltonika (Codec 8) connections, each
// reporting a GPS fix every 1-2 s, with the latency of each acknowledgement. A process of its own, not a thread of the
// API's: every connection is a file descriptor on both sides, and the API process needs all it may open.
import { connect, type Socket } from 'node:net'
import { teltonika } from '@vigil/device-protocols'
import { eventTopic } from '@vigil/device-protocols/mqtt'
import { envelopeText, LeanDevice } from '../ingest/lean-mqtt.ts'

export type ToTrackers =
  | {
      kind: 'setup'
      protocol: 'mqtt' | 'teltonika'
      host: string
      port: number
      serials: string[]
      secret: string
      periodMs: [number, number]
      /** QoS 1 messages (MQTT) or records (Teltonika) a tracker keeps unacknowledged at most. */
      window: number
    }
  | { kind: 'report'; on: boolean }
  /** Every connection drops at once, and each comes back at a random moment within `withinMs`. */
  | { kind: 'storm'; withinMs: number }
  | { kind: 'stats' }
  | { kind: 'stop' }

export type FromTrackers =
  | { kind: 'connected'; failed: number; ms: number }
  /** Since the last stats: acknowledgement latencies (ms, a sample of at most 5,000). Counts are totals. */
  | { kind: 'stats'; published: number; acked: number; heldBack: number; latencies: number[]; connected: number }
  /** Every tracker had a report acknowledged after the storm. */
  | { kind: 'back'; ms: number; reconnects: number }

const send = (message: FromTrackers) => process.send!(message)

interface Tracker {
  serial: string
  periodMs: number
  nextDue: number
  /** Publish times of reports not yet acknowledged, oldest first. */
  sentAt: number[]
  lastTime: number
  connected: boolean
  back: boolean
  drop(): void
  connect(): Promise<void>
  report(at: number): void
}

let published = 0
let acked = 0
/** Reports due while the tracker's window was full. */
let heldBack = 0
let latencies: number[] = []
let seen = 0
const acknowledged = (tracker: Tracker, count: number) => {
  const now = performance.now()
  for (let n = 0; n < count; n++) {
    const at = tracker.sentAt.shift()
    if (at === undefined) break
    acked++
    seen++
    // A uniform sample of at most 5,000 a stats period (reservoir).
    if (latencies.length < 5000) latencies.push(now - at)
    else {
      const slot = Math.floor(Math.random() * seen)
      if (slot < 5000) latencies[slot] = now - at
    }
  }
  if (stormStarted !== undefined && !tracker.back) {
    tracker.back = true
    backCount++
    if (backCount === trackers.length) send({ kind: 'back', ms: performance.now() - stormStarted, reconnects })
  }
}

/** A tracker's state before it first connects. */
const fresh = (serial: string, periodMs: number) => ({
  serial,
  periodMs,
  nextDue: 0,
  sentAt: [] as number[],
  lastTime: Date.now() - 600_000,
  connected: false,
  back: false,
})

const gpsData = (index: number) =>
  `{"latitudeDegrees":${(-26.2 - (index % 1000) * 0.001).toFixed(4)},"longitudeDegrees":28.04,"altitudeMeters":1750,"speedKph":40,"headingDegrees":90,"satellites":9}`

function mqttTracker(host: string, port: number, serial: string, secret: string, index: number, periodMs: number) {
  const topic = eventTopic(serial, 'gps')
  let device: LeanDevice | undefined
  const tracker: Tracker = {
    ...fresh(serial, periodMs),
    drop: () => device?.drop(),
    connect: async () => {
      const next = new LeanDevice({
        host,
        port,
        serial,
        secret,
        onAck: () => acknowledged(tracker, 1),
        onClose: () => {
          tracker.connected = false
          // Unacknowledged reports of a dropped connection are not counted (a tracker resends them; not measured).
          tracker.sentAt = []
        },
      })
      device = next
      await next.ready
      tracker.connected = true
    },
    report: (at) => {
      tracker.lastTime = Math.max(tracker.lastTime + 1, Date.now())
      tracker.sentAt.push(at)
      published++
      device!.publish(topic, envelopeText(serial, tracker.lastTime, 'gps', gpsData(index)))
    },
  }
  return tracker
}

function teltonikaTracker(host: string, port: number, imei: string, index: number, periodMs: number) {
  let socket: Socket | undefined
  // One packet in flight, as the trackers do: reports due meanwhile go in the next packet.
  let inFlight = 0
  let waiting: teltonika.AvlRecord[] = []
  const flush = () => {
    if (inFlight > 0 || waiting.length === 0 || !tracker.connected) return
    inFlight = waiting.length
    socket!.write(teltonika.encodeAvlFrame(teltonika.codec8, waiting))
    waiting = []
  }
  const tracker: Tracker = {
    ...fresh(imei, periodMs),
    drop: () => socket?.destroy(),
    connect: () =>
      new Promise<void>((resolve, reject) => {
        const next = connect(port, host)
        socket = next
        let accepted = false
        inFlight = 0
        next.setNoDelay(true)
        next.once('connect', () => next.write(teltonika.encodeHandshake(imei)))
        next.on('data', (chunk: Buffer) => {
          if (!accepted) {
            if (chunk[0] !== 0x01) return reject(new Error(`${imei} refused`))
            accepted = true
            tracker.connected = true
            resolve()
            chunk = chunk.subarray(1)
          }
          for (let offset = 0; offset + 4 <= chunk.length; offset += 4) {
            const count = chunk.readUInt32BE(offset)
            inFlight = 0
            acknowledged(tracker, count)
          }
          flush()
        })
        next.on('error', (error) => {
          if (!accepted) reject(error)
        })
        next.on('close', () => {
          tracker.connected = false
          tracker.sentAt = []
          waiting = []
          if (!accepted) reject(new Error(`${imei} closed`))
        })
      }),
    report: (at) => {
      tracker.lastTime = Math.max(tracker.lastTime + 1, Date.now())
      tracker.sentAt.push(at)
      published++
      waiting.push({
        timestamp: new Date(tracker.lastTime),
        priority: 0,
        longitudeDegrees: 28.04,
        latitudeDegrees: -26.2 - (index % 1000) * 0.001,
        altitudeMeters: 1750,
        angleDegrees: 90,
        satellites: 9,
        speedKph: 40,
        eventIoId: 0,
        io: [],
      })
      flush()
    },
  }
  return tracker
}

let trackers: Tracker[] = []
let window = Number.POSITIVE_INFINITY
let reporting = false
let stormStarted: number | undefined
let backCount = 0
let reconnects = 0

/** Connects `list`, at most 500 at a time (a connection refused or dropped on the way is tried again after 1 s). */
async function connectAll(list: Tracker[]): Promise<number> {
  let failed = 0
  let next = 0
  const worker = async () => {
    while (next < list.length) {
      const tracker = list[next++]!
      for (let attempt = 0; ; attempt++) {
        try {
          await tracker.connect()
          break
        } catch {
          if (attempt === 5) {
            failed++
            break
          }
          await new Promise((resolve) => setTimeout(resolve, 1000))
        }
      }
    }
  }
  await Promise.all(Array.from({ length: 500 }, worker))
  return failed
}

// Each tracker reports on its own period; one timer walks them all (thousands of timers would cost more).
setInterval(() => {
  if (!reporting) return
  const now = performance.now()
  for (const tracker of trackers) {
    if (tracker.nextDue > now || !tracker.connected) continue
    tracker.nextDue = Math.max(tracker.nextDue + tracker.periodMs, now)
    // A full in-flight window (QoS 1 messages unacknowledged) holds the report back, as a real tracker waits.
    if (tracker.sentAt.length >= window) heldBack++
    else tracker.report(now)
  }
}, 20)

process.on('message', async (message: ToTrackers) => {
  switch (message.kind) {
    case 'setup': {
      const { protocol, host, port, serials, secret, periodMs } = message
      window = message.window
      const [low, high] = periodMs
      trackers = serials.map((serial, index) => {
        const period = low + Math.random() * (high - low)
        return protocol === 'mqtt'
          ? mqttTracker(host, port, serial, secret, index, period)
          : teltonikaTracker(host, port, serial, index, period)
      })
      const started = performance.now()
      const failed = await connectAll(trackers)
      const now = performance.now()
      for (const tracker of trackers) tracker.nextDue = now + Math.random() * tracker.periodMs
      send({ kind: 'connected', failed, ms: now - started })
      break
    }
    case 'report':
      reporting = message.on
      break
    case 'storm': {
      stormStarted = performance.now()
      backCount = 0
      for (const tracker of trackers) {
        tracker.back = false
        tracker.drop()
      }
      for (const tracker of trackers) {
        setTimeout(async () => {
          for (;;) {
            reconnects++
            try {
              await tracker.connect()
              return
            } catch {
              await new Promise((resolve) => setTimeout(resolve, 1000))
            }
          }
        }, Math.random() * message.withinMs)
      }
      break
    }
    case 'stats':
      send({
        kind: 'stats',
        published,
        acked,
        heldBack,
        latencies,
        connected: trackers.filter((tracker) => tracker.connected).length,
      })
      latencies = []
      seen = 0
      break
    case 'stop':
      reporting = false
      for (const tracker of trackers) tracker.drop()
      setTimeout(() => process.exit(0), 200)
      break
  }
})
