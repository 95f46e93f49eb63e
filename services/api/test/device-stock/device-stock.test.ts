import { devices } from '@vigil/db/schema'
import { verifyDeviceSecret } from '@vigil/devices'
import { luhnCheckDigit, trackerMessages, validationMessages } from '@vigil/domain'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, drivers, type TestApp } from '../harness.ts'
import { callAs, expectAccess } from '../users/access.ts'

const imei = (n: number) => {
  const body = `35${String(n).padStart(12, '0')}`
  return `${body}${luhnCheckDigit(body)}`
}

describe.each(drivers)('the device stock on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ driver })
  })
  afterAll(() => t.close())

  const registerAs = (role: 'Admin' | 'Technical-Agent', payload: object) =>
    callAs(t, role, { method: 'POST', url: '/api/Devices/Register', payload })

  it('registers an MQTT tracker whose secret, shown once, lets it connect', async () => {
    const { status, body } = await registerAs('Technical-Agent', {
      serialNumber: 'VG-STOCK-1',
      imei: imei(1),
      protocol: 'mqtt',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ serialNumber: 'VG-STOCK-1', imei: imei(1), protocol: 'mqtt' })
    expect(await verifyDeviceSecret(t.db, 'VG-STOCK-1', body.secret)).toBe(true)
    const [row] = await t.db.select().from(devices).where(eq(devices.serialNumber, 'VG-STOCK-1'))
    expect(row?.mqttSecretHash).not.toContain(body.secret)
    expect(row?.imei).toBe(imei(1))
  })

  it('registers a Teltonika tracker under its IMEI, without a secret', async () => {
    const { status, body } = await registerAs('Admin', { serialNumber: '', imei: imei(2), protocol: 'teltonika' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ serialNumber: imei(2), secret: null, protocol: 'teltonika' })
  })

  it('refuses a registered serial or IMEI and a bad IMEI, field by field', async () => {
    const taken = await registerAs('Admin', { serialNumber: 'VG-STOCK-1', imei: imei(1), protocol: 'mqtt' })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({
      serialNumber: [trackerMessages.serialTaken],
      imei: [trackerMessages.imeiTaken],
    })
    const bad = await registerAs('Admin', { serialNumber: 'VG-STOCK-9', imei: '123', protocol: 'mqtt' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ imei: [trackerMessages.imeiFormat] })
  })

  it('lets only Admin and Technical-Agent register or import', async () => {
    let n = 100
    await expectAccess(t, 'devices.register', 200, () => ({
      method: 'POST',
      url: '/api/Devices/Register',
      payload: { serialNumber: `VG-ACCESS-${n}`, imei: imei(n++), protocol: 'mqtt' },
    }))
    await expectAccess(t, 'devices.register', 200, () => ({
      method: 'POST',
      url: '/api/Devices/Import',
      payload: { csv: `serialNumber,imei,protocol\nVG-ACCESS-I${n},${imei(n++)},mqtt` },
    }))
  })

  it('imports 1,000 trackers in one go, each MQTT tracker with its own secret', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i % 10 === 0 ? `,${imei(10_000 + i)},teltonika` : `VG-BULK-${i},${imei(10_000 + i)},mqtt`,
    )
    const { status, body } = await callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/Devices/Import',
      payload: { csv: ['serialNumber,imei,protocol', ...rows].join('\n') },
    })
    expect(status).toBe(200)
    expect(body.imported).toBe(1000)
    const secrets = body.trackers.filter((tracker: { secret: string | null }) => tracker.secret !== null)
    expect(secrets).toHaveLength(900)
    expect(new Set(secrets.map((tracker: { secret: string }) => tracker.secret)).size).toBe(900)
    expect(await verifyDeviceSecret(t.db, 'VG-BULK-1', secrets[0].secret)).toBe(true)
  }, 120_000)

  it('imports nothing from a file with one bad row, and names the row', async () => {
    const csv = [
      'serialNumber,imei,protocol',
      `VG-HALF-1,${imei(50_001)},mqtt`,
      'VG-HALF-2,12345,mqtt',
      `VG-HALF-3,${imei(50_003)},mqtt`,
    ]
    const { status, body } = await callAs(t, 'Admin', {
      method: 'POST',
      url: '/api/Devices/Import',
      payload: { csv: csv.join('\n') },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ 'row 3': [trackerMessages.imeiFormat] })
    expect(body.detail).toBe('Nothing was imported: 1 row has problems. Fix them and import the file again.')
    const stored = await t.db
      .select()
      .from(devices)
      .where(inArray(devices.serialNumber, ['VG-HALF-1', 'VG-HALF-3']))
    expect(stored).toEqual([])
  })

  it('refuses rows already registered and duplicates within the file, by row', async () => {
    const csv = [
      'serialNumber,imei,protocol',
      `VG-STOCK-1,${imei(60_001)},mqtt`,
      `VG-DUP,${imei(60_002)},mqtt`,
      `VG-DUP,${imei(60_003)},mqtt`,
    ]
    const { status, body } = await callAs(t, 'Technical-Agent', {
      method: 'POST',
      url: '/api/Devices/Import',
      payload: { csv: csv.join('\n') },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ 'row 4': [trackerMessages.duplicateInFile(3)] })
    const second = await callAs(t, 'Technical-Agent', {
      method: 'POST',
      url: '/api/Devices/Import',
      payload: { csv: ['serialNumber,imei,protocol', `VG-STOCK-1,${imei(60_001)},mqtt`].join('\n') },
    })
    expect(second.body.errors).toEqual({ 'row 2': [trackerMessages.serialTaken] })
  })

  it('refuses an import without its CSV by the field, not by a row', async () => {
    const { status, body } = await callAs(t, 'Admin', { method: 'POST', url: '/api/Devices/Import', payload: {} })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ csv: [validationMessages.required] })
  })

  it('lists registered trackers in the device search burn-in and linking use', async () => {
    const { body } = await callAs(t, 'Admin', {
      method: 'GET',
      url: `/api/Devices?$filter=${encodeURIComponent("contains(SerialNumber,'VG-STOCK')")}`,
    })
    expect(body.items.map((device: { serialNumber: string }) => device.serialNumber)).toContain('VG-STOCK-1')
  })
})
