// Simulated trackers of the live bench (a worker thread): GPS reports at the asked rate, and the command devices
// carry out lock and unlock, answer the command and report their new lock state, like a real tracker.
import { parentPort, workerData } from 'node:worker_threads'
import type { DeviceEventType } from '@vigil/device-protocols'
import { commandRequestFilter, commandResponseTopic, eventTopic } from '@vigil/device-protocols/mqtt'
import { nowMs } from '../figures.ts'
import { envelopeText, LeanDevice } from '../ingest/lean-mqtt.ts'
import { publishAtAskedRate } from '../pacing.ts'
import { type DeviceSetup, type FromDevices, longitudeAt, spreadLatitude } from './shared.ts'

const { brokerUrl, serials, secret, commandDevices, spread = false } = workerData as DeviceSetup
const { hostname, port } = new URL(brokerUrl)
const post = (message: FromDevices) => parentPort!.postMessage(message)
let published = 0
let acked = 0
const onAck = () => {
  acked++
}
// Device time never repeats for a device, so no report is taken for a resend.
const lastTime = serials.map(() => 0)
const deviceTime = (index: number) => {
  lastTime[index] = Math.max(lastTime[index]! + 1, Date.now())
  return lastTime[index]!
}
const envelope = (index: number, type: DeviceEventType, data: string) =>
  envelopeText(serials[index]!, deviceTime(index), type, data)

const devices: LeanDevice[] = []
const obey = (index: number) => (topic: string, payload: Buffer) => {
  const command = JSON.parse(payload.toString()) as { cmdId: string; name: string }
  const device = devices[index]!
  const serial = serials[index]!
  published += command.name === 'lock' || command.name === 'unlock' ? 2 : 1
  device.publish(
    commandResponseTopic(serial, command.cmdId),
    JSON.stringify({ status: 'ok', reply: null, ts: new Date().toISOString() }),
  )
  if (command.name === 'lock' || command.name === 'unlock') {
    const motorStateId = command.name === 'lock' ? 1 : 0
    device.publish(eventTopic(serial, 'lock'), envelope(index, 'lock', `{"motorStateId":${motorStateId}}`))
  }
  void topic
}

let failed = 0
for (let start = 0; start < serials.length; start += 250) {
  const batch = serials.slice(start, start + 250).map((serial, i) => {
    const index = start + i
    const device = new LeanDevice({
      host: hostname,
      port: Number(port),
      serial,
      secret,
      onAck,
      ...(index < commandDevices ? { onMessage: obey(index) } : {}),
    })
    devices[index] = device
    return device.ready.then(
      () => (index < commandDevices ? device.subscribe(commandRequestFilter(serial)) : undefined),
      () => {
        failed++
      },
    )
  })
  await Promise.all(batch)
}
const gpsTopics = serials.map((serial) => eventTopic(serial, 'gps'))
post({ kind: 'ready', failed })

let next = 0
publishAtAskedRate(devices, () => {
  const index = next
  next = (next + 1) % devices.length
  // Command devices stand still, so the safety interlock lets them be locked.
  const speed = index < commandDevices ? 0 : 40
  const latitude = spread ? spreadLatitude(index) : -26.2
  const data = `{"latitudeDegrees":${latitude},"longitudeDegrees":${longitudeAt(nowMs())},"altitudeMeters":1750,"speedKph":${speed},"headingDegrees":90,"satellites":9}`
  published++
  devices[index]!.publish(gpsTopics[index]!, envelope(index, 'gps', data))
})

setInterval(() => post({ kind: 'stats', published, acked }), 250).unref()
