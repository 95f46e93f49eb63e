import type { Database } from '@vigil/db'
import { devices, vehicles } from '@vigil/db/schema'
import { invalidFields, vehicleMessages } from '@vigil/domain'
import { eq } from 'drizzle-orm'
import type { Static } from 'typebox'
import type { DeviceSchema } from '../vehicles/schemas.ts'
import type { ScopedVehicle } from './store.ts'

/** The Device of spec section 3, as GET /Devices answers it: `VehicleId` (0 means unlinked). */
export type DeviceAnswer = Static<typeof DeviceSchema>

export const toDeviceAnswer = (device: typeof devices.$inferSelect): DeviceAnswer => ({
  id: device.id,
  serialNumber: device.serialNumber,
  active: device.active,
  VehicleId: device.vehicleId ?? 0,
  testStation: device.testStation,
})

async function freeDevice(db: Database, serialNumber: string, field: string, vehicleId: number) {
  const [device] = await db.select().from(devices).where(eq(devices.serialNumber, serialNumber.trim()))
  if (!device) throw invalidFields({ [field]: vehicleMessages.deviceNotFound })
  if (device.vehicleId !== null && device.vehicleId !== vehicleId) {
    throw invalidFields({ [field]: vehicleMessages.deviceTaken })
  }
  return device
}

async function link(db: Database, deviceId: number, vehicleId: number, nickname: string | null | undefined) {
  const [device] = await db.update(devices).set({ vehicleId }).where(eq(devices.id, deviceId)).returning()
  if (nickname?.trim()) await db.update(vehicles).set({ nickname: nickname.trim() }).where(eq(vehicles.id, vehicleId))
  return toDeviceAnswer(device!)
}

/** Replaces the vehicle's device with a free one; the old device becomes free. Answers the new device. */
export async function changeLinkedDevice(
  db: Database,
  vehicle: ScopedVehicle,
  current: string,
  next: string,
  nickname: string | null | undefined,
): Promise<DeviceAnswer> {
  if (vehicle.serialNumber !== null && vehicle.serialNumber !== current.trim()) {
    throw invalidFields({ currentDeviceSerialNumber: vehicleMessages.notCurrentDevice })
  }
  return db.transaction(async (tx) => {
    const device = await freeDevice(tx, next, 'newDeviceSerialNumber', vehicle.id)
    if (vehicle.deviceId !== null && vehicle.deviceId !== device.id) {
      await tx.update(devices).set({ vehicleId: null }).where(eq(devices.id, vehicle.deviceId))
    }
    return link(tx, device.id, vehicle.id, nickname)
  })
}

/** Links a free device to a vehicle that has none. */
export async function linkFreeDevice(
  db: Database,
  vehicle: ScopedVehicle,
  serialNumber: string,
  nickname: string | null | undefined,
): Promise<DeviceAnswer> {
  if (vehicle.deviceId !== null) throw invalidFields({ deviceSerialNumber: vehicleMessages.vehicleHasDevice })
  return db.transaction(async (tx) => {
    const device = await freeDevice(tx, serialNumber, 'deviceSerialNumber', vehicle.id)
    return link(tx, device.id, vehicle.id, nickname)
  })
}
