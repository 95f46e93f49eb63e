import { type DatabaseHandle, queryRows } from '@vigil/db'
import { commands } from '@vigil/db/schema'
import { DEVICE_COMMAND_NAMES, type DeviceEvent } from '@vigil/device-protocols'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  commandsProvedBy,
  commandsProvedBySql,
  confirmedCommandsSql,
  type DeviceReport,
  isLocked,
  isSosAlert,
  isTamperActive,
  lockCommandProvedBy,
  lockCommandProvedBySql,
  lockedSql,
  provisionDevice,
  sosAlertSql,
  tamperActiveSql,
} from '../src/index.ts'
import { testDatabase, testDrivers } from './databases.ts'

type Report = DeviceReport

/** Reports of every type, with the values at and around each rule's edges. */
const reports: Report[] = [
  ...[0, 1, 2, 255].map((motorStateId): Report => ({ type: 'lock', data: { motorStateId } })),
  ...[0, 1, 2].flatMap((carBatteryStateId) =>
    [false, true].map((cancelled): Report => ({ type: 'tamper', data: { carBatteryStateId, cancelled } })),
  ),
  ...[0, 1, 2].map(
    (autoLockEnabledState): Report => ({ type: 'status', data: { applicationVersion: '2.4.1', autoLockEnabledState } }),
  ),
  ...[0, 1, 2].map((sosStateId): Report => ({ type: 'sos', data: { sosStateId } })),
  { type: 'ignition', data: { on: true } },
  { type: 'battery', data: { carBatteryMillivolts: 12650, deviceBatteryMillivolts: null } },
  { type: 'motor-error', data: { errorMessage: 'Relay did not switch', source: 'motor' } },
  {
    type: 'gps',
    data: {
      latitudeDegrees: -26.2,
      longitudeDegrees: 28.04,
      altitudeMeters: 1753,
      speedKph: 0,
      headingDegrees: 0,
      satellites: 9,
    },
  },
]
const ofType = <T extends Report['type']>(type: T) =>
  reports.filter((report): report is Extract<DeviceEvent, { type: T }> => report.type === type)

/** The reports as rows (n, type, data) of one JSON parameter, stored as ingest stores them. */
const reportRows = (list: readonly Report[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(list.map((report, n) => ({ n, ...report })))}::jsonb) as r(n int, type text, data jsonb)`

describe.each(testDrivers)('each device rule says the same in SQL as in TypeScript, on %s', (driver) => {
  let database: DatabaseHandle
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    ;({ database, close } = await testDatabase(driver))
  })
  afterAll(async () => {
    await close?.()
  })

  /** One value per report, in report order, as the database computes it. */
  const valuesOf = async <T>(
    list: readonly Report[],
    value: (data: ReturnType<typeof sql>) => ReturnType<typeof sql>,
  ) =>
    (
      await queryRows<{ value: T }>(
        database.db,
        sql`select ${value(sql`r.data`)} as value from ${reportRows(list)} order by r.n`,
      )
    ).map((row) => row.value)

  it('locked', async () => {
    const locks = ofType('lock')
    expect(await valuesOf(locks, lockedSql)).toEqual(locks.map((report) => isLocked(report.data)))
    expect(locks.map((report) => isLocked(report.data))).toEqual([false, true, true, true])
  })

  it('the command a lock report proves', async () => {
    const locks = ofType('lock')
    expect(await valuesOf(locks, lockCommandProvedBySql)).toEqual(
      locks.map((report) => lockCommandProvedBy(report.data)),
    )
  })

  it('tamper active', async () => {
    const tampers = ofType('tamper')
    expect(await valuesOf(tampers, tamperActiveSql)).toEqual(tampers.map((report) => isTamperActive(report.data)))
    expect(tampers.filter((report) => isTamperActive(report.data))).toEqual([
      { type: 'tamper', data: { carBatteryStateId: 0, cancelled: false } },
    ])
  })

  it('SOS alert', async () => {
    const presses = ofType('sos')
    expect(await valuesOf(presses, sosAlertSql)).toEqual(presses.map((report) => isSosAlert(report.data)))
    expect(presses.map((report) => isSosAlert(report.data))).toEqual([false, true, true])
  })

  it('the commands each report proves carried out', async () => {
    const rows = await queryRows<{ n: number; name: string }>(
      database.db,
      sql`select r.n, p.name from ${reportRows(reports)}, lateral ${commandsProvedBySql(sql`r.type`, sql`r.data`)} p
        order by r.n, p.name`,
    )
    const proved = reports.map((_, n) => rows.filter((row) => row.n === n).map((row) => row.name))
    expect(proved).toEqual(reports.map((report) => commandsProvedBy(report).sort()))
  })

  it("confirms, in ingest's statement, exactly the outstanding commands a new report proves", async () => {
    const device = await provisionDevice(database.db, `35000000000${driver === 'pglite' ? '1' : '2'}001`, 'teltonika')
    const now = new Date()
    for (const report of reports) {
      await database.db.delete(commands)
      await database.db.insert(commands).values(
        DEVICE_COMMAND_NAMES.map((name, index) => ({
          correlationId: `${driver}-${index}`,
          deviceId: device.id,
          name,
          expiresOn: new Date(now.getTime() + 60_000),
        })),
      )
      const inserted = sql`(select ${device.id}::int as device_id, ${report.type}::text as type, ${JSON.stringify(report.data)}::jsonb as data)`
      const confirmed = await queryRows<{ name: string }>(
        database.db,
        sql`with inserted as ${inserted}, ${confirmedCommandsSql(sql`inserted`, now)} select name from confirmed`,
      )
      expect(confirmed.map((row) => row.name).sort(), `${report.type} ${JSON.stringify(report.data)}`).toEqual(
        commandsProvedBy(report).sort(),
      )
    }
  })
})
