import { MqttDevice } from './mqtt-device.ts'
import { createRandom } from './random.ts'
import { type CityName, cityNames } from './routes.ts'
import { TeltonikaDevice, teltonikaFirmwareVersion } from './teltonika-device.ts'
import { SimulatedTracker } from './tracker.ts'

export interface FleetOptions {
  /** Trackers on MQTT. */
  devices: number
  brokerUrl: string
  /** Trackers on Teltonika TCP (needs `teltonika`). */
  teltonikaDevices?: number
  teltonika?: { host: string; port: number }
  seed?: number
  /** MQTT serials are `${serialPrefix}000001`... */
  serialPrefix?: string
  /** Teltonika IMEIs count up from this 15-digit number. */
  firstImei?: string
  secretFor?: (serial: string) => string
  tickMs?: number
  clock?: () => Date
  cities?: readonly CityName[]
  onError?(serial: string, error: Error): void
}

export interface Fleet {
  mqtt: MqttDevice[]
  teltonika: TeltonikaDevice[]
  find(serial: string): MqttDevice | TeltonikaDevice | undefined
  stop(): Promise<void>
}

export function fleetSerial(prefix: string, index: number): string {
  return `${prefix}${String(index + 1).padStart(6, '0')}`
}

/** Starts a simulated fleet spread over Johannesburg, Cape Town and Durban, ticking on a timer. */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const random = createRandom(options.seed ?? 1)
  const clock = options.clock ?? (() => new Date())
  const cities = options.cities ?? cityNames
  const secretFor = options.secretFor ?? ((serial: string) => serial)
  const tracker = (serial: string, index: number, applicationVersion?: string) =>
    new SimulatedTracker({
      serial,
      city: cities[index % cities.length]!,
      random: createRandom(Math.floor(random.next() * 2 ** 32)),
      start: clock(),
      ...(applicationVersion ? { applicationVersion } : {}),
    })

  const mqtt = Array.from({ length: options.devices }, (_, index) => {
    const serial = fleetSerial(options.serialPrefix ?? 'SIM', index)
    return new MqttDevice(tracker(serial, index), {
      brokerUrl: options.brokerUrl,
      password: secretFor(serial),
      clock,
      onError: (error) => options.onError?.(serial, error),
    })
  })
  const teltonikaCount = options.teltonika ? (options.teltonikaDevices ?? 0) : 0
  const firstImei = BigInt(options.firstImei ?? '350000000000001')
  const teltonika = Array.from({ length: teltonikaCount }, (_, index) => {
    const imei = String(firstImei + BigInt(index))
    return new TeltonikaDevice(tracker(imei, index + options.devices, teltonikaFirmwareVersion), {
      ...options.teltonika!,
      clock,
      onError: (error) => options.onError?.(imei, error),
    })
  })

  // Connect in small batches so a broker is not hit by hundreds of CONNECTs at once.
  const all = [...mqtt, ...teltonika]
  for (let start = 0; start < all.length; start += 50) {
    await Promise.all(all.slice(start, start + 50).map((device) => device.start()))
  }

  const timer = setInterval(() => {
    for (const device of mqtt) void device.tick().catch((error: Error) => options.onError?.(device.serial, error))
    for (const device of teltonika) device.tick()
  }, options.tickMs ?? 1000)

  return {
    mqtt,
    teltonika,
    find: (serial) => all.find((device) => device.tracker.serial === serial),
    async stop() {
      clearInterval(timer)
      await Promise.all(all.map((device) => device.stop()))
    },
  }
}
