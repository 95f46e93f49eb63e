// A worker thread of simulated trackers: publishes GPS reports over MQTT (QoS 1) at the rate the main thread asks.
import { parentPort, workerData } from 'node:worker_threads'
import { eventTopic } from '@vigil/device-protocols/mqtt'
import { publishAtAskedRate } from '../pacing.ts'
import { envelopeText, LeanDevice } from './lean-mqtt.ts'

interface PublisherData {
  brokerUrl: string
  serials: string[]
  secret: string
  /** QoS 1 messages a tracker keeps unacknowledged at most, as real trackers do (their in-flight window). */
  window: number
}

const { brokerUrl, serials, secret, window } = workerData as PublisherData
const { hostname, port } = new URL(brokerUrl)
let published = 0
let acked = 0
/** Reports due while every tracker's window was full: the trackers were slowed by backpressure. */
let heldBack = 0
let cursor = 0
/** Every window was full at the last look: none has room until an acknowledgement comes. */
let full = false
const onAck = () => {
  acked++
  full = false
}
const devices = serials.map((serial) => new LeanDevice({ host: hostname, port: Number(port), serial, secret, onAck }))
await Promise.all(devices.map((device) => device.ready))
// Every report of a device gets its own device time so none is a duplicate.
const nextTime = serials.map(() => Date.now() - 60_000)
const topics = serials.map((serial) => eventTopic(serial, 'gps'))
parentPort!.postMessage({ kind: 'ready' })

publishAtAskedRate(devices, (n) => {
  // The next tracker with room in its window (a tracker whose window is full waits, as a real one does).
  let index = -1
  for (let tried = 0; !full && tried < devices.length; tried++) {
    const candidate = cursor
    cursor = (cursor + 1) % devices.length
    if (devices[candidate]!.inFlight < window) {
      index = candidate
      break
    }
  }
  if (index === -1) {
    full = true
    heldBack++
    return
  }
  const data = `{"latitudeDegrees":${-26.2 + (n % 100) / 1e4},"longitudeDegrees":28.04,"altitudeMeters":1750,"speedKph":40,"headingDegrees":90,"satellites":9}`
  published++
  devices[index]!.publish(topics[index]!, envelopeText(serials[index]!, ++nextTime[index]!, 'gps', data))
})

setInterval(() => parentPort!.postMessage({ kind: 'stats', published, acked, heldBack }), 250).unref()
