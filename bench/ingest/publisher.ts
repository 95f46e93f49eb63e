// A worker thread of simulated trackers: publishes GPS reports over MQTT (QoS 1) at the rate the main thread asks.
import { parentPort, workerData } from 'node:worker_threads'
import { connectAsync, type MqttClient } from 'mqtt'
import { ulid } from 'ulid'

interface PublisherData {
  brokerUrl: string
  serials: string[]
  secret: string
}

const { brokerUrl, serials, secret } = workerData as PublisherData
const clients: MqttClient[] = []
const nextTime = new Map<string, number>()
let rate = 0
let published = 0
let acked = 0

for (const serial of serials) {
  clients.push(
    await connectAsync(brokerUrl, {
      protocolVersion: 4,
      username: serial,
      password: secret,
      clientId: `bench-${serial}`,
    }),
  )
  // Every report of a device gets its own device time so none is a duplicate.
  nextTime.set(serial, Date.now() - 60_000)
}
parentPort!.postMessage({ kind: 'ready' })

parentPort!.on('message', (message: { kind: 'rate'; eventsPerSecond: number } | { kind: 'stop' }) => {
  if (message.kind === 'rate') rate = message.eventsPerSecond
  else {
    clearInterval(timer)
    void Promise.all(clients.map((client) => client.endAsync())).then(() => process.exit(0))
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
    const index = published % clients.length
    const serial = serials[index]!
    const time = nextTime.get(serial)! + 1
    nextTime.set(serial, time)
    const payload = JSON.stringify({
      v: 1,
      id: ulid(time),
      serial,
      ts: new Date(time).toISOString(),
      type: 'gps',
      data: {
        latitudeDegrees: -26.2 + (i % 100) / 1e4,
        longitudeDegrees: 28.04,
        altitudeMeters: 1750,
        speedKph: 40,
        headingDegrees: 90,
        satellites: 9,
      },
    })
    published++
    clients[index]!.publish(`tk/v1/dev/${serial}/evt/gps`, payload, { qos: 1 }, (error) => {
      if (!error) acked++
    })
  }
}, 10)

setInterval(() => parentPort!.postMessage({ kind: 'stats', published, acked }), 250).unref()
