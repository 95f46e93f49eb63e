import type { DatabaseHandle } from '@vigil/db'
import { devices } from '@vigil/db/schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DeviceRegistry,
  isKnownTeltonikaDevice,
  isSosAlert,
  provisionDevice,
  verifyDeviceSecret,
} from '../src/index.ts'
import { testDatabase, testDrivers } from './databases.ts'

describe.each(testDrivers)('tracker credentials and the serial registry, on %s', (driver) => {
  let database: DatabaseHandle
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ database, close } = await testDatabase(driver))
  })
  afterAll(async () => {
    await close?.()
  })
  const deactivate = (serial: string) =>
    database.db.update(devices).set({ active: false }).where(eq(devices.serialNumber, serial))

  it('gives an MQTT tracker a secret that only it knows, and a fresh one each time it is provisioned again', async () => {
    const { db } = database
    const first = await provisionDevice(db, 'MQTT-0001')
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(await verifyDeviceSecret(db, 'MQTT-0001', first.secret!)).toBe(true)
    expect(await verifyDeviceSecret(db, 'MQTT-0001', 'guessed')).toBe(false)
    const again = await provisionDevice(db, 'MQTT-0001', 'mqtt')
    expect(again.id).toBe(first.id)
    expect(again.secret).not.toBe(first.secret)
    expect(await verifyDeviceSecret(db, 'MQTT-0001', first.secret!)).toBe(false)
    expect(await verifyDeviceSecret(db, 'MQTT-0001', again.secret!)).toBe(true)
    expect(await verifyDeviceSecret(db, 'UNKNOWN', again.secret!)).toBe(false)
    expect(await isKnownTeltonikaDevice(db, 'MQTT-0001')).toBe(false)
    await deactivate('MQTT-0001')
    expect(await verifyDeviceSecret(db, 'MQTT-0001', again.secret!)).toBe(false)
  })

  it('knows a Teltonika tracker by its IMEI alone, while it is active', async () => {
    const { db } = database
    const tracker = await provisionDevice(db, '356307042441013', 'teltonika')
    expect(tracker.secret).toBeNull()
    expect(await isKnownTeltonikaDevice(db, '356307042441013')).toBe(true)
    expect(await isKnownTeltonikaDevice(db, '356307042441099')).toBe(false)
    expect(await verifyDeviceSecret(db, '356307042441013', '')).toBe(false)
    await deactivate('356307042441013')
    expect(await isKnownTeltonikaDevice(db, '356307042441013')).toBe(false)
  })

  it('remembers serials for a while, forgets one or all when told, and finds a device by its id', async () => {
    const { db } = database
    const one = await provisionDevice(db, 'REG-0001', 'teltonika')
    const two = await provisionDevice(db, 'REG-0002', 'teltonika')
    const registry = new DeviceRegistry(() => db)
    const found = await registry.resolve(['REG-0001', 'REG-0002', 'REG-0001', 'REG-MISSING'])
    expect([...found.entries()]).toEqual([
      ['REG-0001', { id: one.id, serialNumber: 'REG-0001', vehicleId: null }],
      ['REG-0002', { id: two.id, serialNumber: 'REG-0002', vehicleId: null }],
    ])
    await db.delete(devices).where(eq(devices.serialNumber, 'REG-0001'))
    await provisionDevice(db, 'REG-MISSING', 'teltonika')
    expect((await registry.find('REG-0001'))?.id).toBe(one.id)
    expect(await registry.find('REG-MISSING')).toBeUndefined()
    registry.forget('REG-0001')
    expect(await registry.find('REG-0001')).toBeUndefined()
    expect(await registry.find('REG-MISSING')).toBeUndefined()
    registry.forget()
    expect((await registry.find('REG-MISSING'))?.serialNumber).toBe('REG-MISSING')
    expect(await registry.findById(two.id)).toEqual({ id: two.id, serialNumber: 'REG-0002', vehicleId: null })
    expect(await registry.findById(-1)).toBeUndefined()

    const forgetful = new DeviceRegistry(() => db, 0)
    expect(await forgetful.find('REG-0002')).toBeDefined()
    await db.delete(devices).where(eq(devices.serialNumber, 'REG-0002'))
    expect(await forgetful.find('REG-0002')).toBeUndefined()
  })

  it('reads an SOS report as an alert unless its state is 0', () => {
    expect(isSosAlert({ sosStateId: 1 })).toBe(true)
    expect(isSosAlert({ sosStateId: 0 })).toBe(false)
  })
})
