import { randomBytes } from 'node:crypto'
import { MqttDevice } from '../mqtt-device.ts'
import { createRandom } from '../random.ts'
import type { CityName } from '../routes.ts'
import { SimulatedTracker } from '../tracker.ts'

/** A unique serial, so tests sharing the system broker or database never see each other's trackers. */
export const uniqueSerial = (prefix = 'VT') => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`

/**
 * The platform a test puts a tracker on: how it registers a tracker (the platform's own provisioning, passed in so the
 * simulator never loads the database layer), its serial-to-vehicle registry and its MQTT broker.
 */
export interface TrackerPlatform {
  provision: (serial: string) => Promise<{ id: number; secret: string | null }>
  registry: { forget: (serial: string) => void }
  brokerUrl: string
}

export interface SimulatedTrackerSetup {
  serial?: string
  city?: CityName
  seed?: number
  gpsIntervalSeconds?: number
  keepDriving?: boolean
  /** Runs once the tracker is registered and before it connects, e.g. to link it to a vehicle. */
  registered?: (deviceId: number) => Promise<void>
}

/** Registers a tracker as provisioning does and connects a simulated one, with its own secret, to the broker. */
export async function connectSimulatedTracker(
  platform: TrackerPlatform,
  {
    serial = uniqueSerial(),
    city = 'Johannesburg',
    seed = 7,
    gpsIntervalSeconds,
    keepDriving,
    registered,
  }: SimulatedTrackerSetup = {},
): Promise<{ device: MqttDevice; deviceId: number; serial: string }> {
  const provisioned = await platform.provision(serial)
  await registered?.(provisioned.id)
  // The registry may hold this serial as unknown from an earlier lookup; the tracker's first report must find it.
  platform.registry.forget(serial)
  const tracker = new SimulatedTracker({
    serial,
    city,
    random: createRandom(seed),
    start: new Date(),
    gpsIntervalSeconds,
    keepDriving,
  })
  const device = new MqttDevice(tracker, { brokerUrl: platform.brokerUrl, password: provisioned.secret! })
  await device.start()
  return { device, deviceId: provisioned.id, serial }
}
