// A worker thread of simulated trackers: publishes GPS reports over MQTT (QoS 1) at the rate the main thread asks.
import { parentPort, workerData } from 'node:worker_threads'
import { ulid } from 'ulid'
import { LeanDevice } from './lean-mqtt.ts'

interface PublisherData {
  brokerUrl: string
  serials: string[]
  secret: string
}

const { brokerUrl, serials, secret } = workerData as PublisherData
const { hostname, port } = new URL(brokerUrl)
let rate = 0
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

parentPort!.on('message', (message: { kind: 'rate'; eventsPerSecond: number } | { kind: 'stop' }) => {
  if (message.kind === 'rate') rate = message.eventsPerSecond
  else {
    clearInterval(timer)
    for (const device of devices) device.close()
    setTimeout(() => process.exit(0), 100)
  }
})

let carry = 0
let last = performance.now()
const timer = setInterval(() => {
  // By elapsed time, so a late timer (a busy machine) does not lower the rate.
  const now = performance.now()
  carry += (rate * (now - last)) / 1000
  last = now
  const count = Math.floor(carry)
  carry -= count
  for (let i = 0; i < count; i++) {
    const index = published % devices.length
    const serial = serials[index]!
    const time = ++nextTime[index]!
    // Math.random for the ULID: crypto randomness would cost the publisher most of its time.
    const payload = `{"v":1,"id":"${ulid(time, Math.random)}","serial":"${serial}","ts":"${new Date(time).toISOString()}","type":"gps","data":{"latitudeDegrees":${-26.2 + (i % 100) / 1e4},"longitudeDegrees":28.04,"altitudeMeters":1750,"speedKph":40,"headingDegrees":90,"satellites":9}}`
    published++
    devices[index]!.publish(topics[index]!, payload)
  }
}, 10)

setInterval(() => parentPort!.postMessage({ kind: 'stats', published, acked }), 250).unref()
