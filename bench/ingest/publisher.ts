// A worker thread of simulated trackers: publishes GPS reports over MQTT (QoS 1) at the rate the main thread asks.
import { parentPort, workerData } from 'node:worker_threads'
import { ulid } from 'ulid'
import { publishAtAskedRate } from '../pacing.ts'
import { LeanDevice } from './lean-mqtt.ts'

interface PublisherData {
  brokerUrl: string
  serials: string[]
  secret: string
}

const { brokerUrl, serials, secret } = workerData as PublisherData
const { hostname, port } = new URL(brokerUrl)
let published = 0
let acked = 0
const onAck = () => {
  acked++
}
const devices = serials.map((serial) => new LeanDevice({ host: hostname, port: Number(port), serial, secret, onAck }))
await Promise.all(devices.map((device) => device.ready))
// Every report of a device gets its own device time so none is a duplicate.
const nextTime = serials.map(() => Date.now() - 60_000)
const topics = serials.map((serial) => `tk/v1/dev/${serial}/evt/gps`)
parentPort!.postMessage({ kind: 'ready' })

publishAtAskedRate(devices, (n) => {
  const index = published % devices.length
  const serial = serials[index]!
  const time = ++nextTime[index]!
  // Math.random for the ULID: crypto randomness would cost the publisher most of its time.
  const payload = `{"v":1,"id":"${ulid(time, Math.random)}","serial":"${serial}","ts":"${new Date(time).toISOString()}","type":"gps","data":{"latitudeDegrees":${-26.2 + (n % 100) / 1e4},"longitudeDegrees":28.04,"altitudeMeters":1750,"speedKph":40,"headingDegrees":90,"satellites":9}}`
  published++
  devices[index]!.publish(topics[index]!, payload)
})

setInterval(() => parentPort!.postMessage({ kind: 'stats', published, acked }), 250).unref()
