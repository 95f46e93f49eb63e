import { randomBytes } from 'node:crypto'
import type { Database } from '@vigil/db'
import { devices } from '@vigil/db/schema'
import type { TrackerProtocol } from '@vigil/domain'
import { hashRandomSecret, verifyPassword } from '@vigil/server-kit/passwords'
import { eq } from 'drizzle-orm'

/** The stored hash of a device's MQTT secret (24 random bytes). */
export const hashDeviceSecret = (secret: string): Promise<string> => hashRandomSecret(secret)

export interface ProvisionedDevice {
  id: number
  serialNumber: string
  /** Shown once: only its argon2id hash is stored. Teltonika trackers authenticate by IMEI and get none. */
  secret: string | null
}

/**
 * Registers a tracker (or gives an existing one a fresh secret): the MQTT username is the serial, the password this
 * secret. Calling it again for the same serial rotates the secret.
 */
export async function provisionDevice(
  db: Database,
  serialNumber: string,
  protocol: TrackerProtocol = 'mqtt',
): Promise<ProvisionedDevice> {
  const secret = protocol === 'mqtt' ? randomBytes(24).toString('base64url') : null
  const mqttSecretHash = secret === null ? null : await hashDeviceSecret(secret)
  const [row] = await db
    .insert(devices)
    .values({ serialNumber, protocol, mqttSecretHash })
    .onConflictDoUpdate({ target: devices.serialNumber, set: { protocol, mqttSecretHash } })
    .returning({ id: devices.id, serialNumber: devices.serialNumber })
  return { id: row!.id, serialNumber: row!.serialNumber, secret }
}

/** Whether the MQTT password is this device's secret; unknown and inactive devices are refused. */
export async function verifyDeviceSecret(db: Database, serialNumber: string, secret: string): Promise<boolean> {
  const [device] = await db
    .select({ hash: devices.mqttSecretHash, active: devices.active, protocol: devices.protocol })
    .from(devices)
    .where(eq(devices.serialNumber, serialNumber))
  if (!device?.active || device.protocol !== 'mqtt') return false
  return verifyPassword(device.hash, secret)
}

/** Teltonika trackers identify by IMEI only: the IMEI must be registered as a Teltonika device. */
export async function isKnownTeltonikaDevice(db: Database, imei: string): Promise<boolean> {
  const [device] = await db
    .select({ active: devices.active, protocol: devices.protocol })
    .from(devices)
    .where(eq(devices.serialNumber, imei))
  return device?.active === true && device.protocol === 'teltonika'
}
