import { type DatabaseHandle, openDatabase, queryRows } from '@vigil/db'
import { burnInUnits, installations, roles, users, vehicles } from '@vigil/db/schema'
import { createTestPostgresDatabase, drivers } from '@vigil/db/testing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  burnInTestWindow,
  INSTALLATION_TEST_MODE_MS,
  installationTestWindow,
  isTestReport,
  provisionDevice,
  type TestWindow,
  testReportSql,
} from '../src/index.ts'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 8, 0) + minutes * 60_000)
const LIMIT_MINUTES = INSTALLATION_TEST_MODE_MS / 60_000

/** Each tracker's installations and burn-in stays, in minutes after 08:00. */
const trackers = {
  installedAndCompleted: { installations: [{ start: 0, completed: 40 }], burnIn: [] },
  installationAbandoned: { installations: [{ start: 0, completed: null }], burnIn: [] },
  onStation: { installations: [], burnIn: [{ added: 10, removed: null }] },
  leftStation: { installations: [], burnIn: [{ added: 10, removed: 30 }] },
  neverTested: { installations: [], burnIn: [] },
} satisfies Record<
  string,
  {
    installations: { start: number; completed: number | null }[]
    burnIn: { added: number; removed: number | null }[]
  }
>
type Tracker = keyof typeof trackers

/** Report times around every edge: before, at the start, inside, at and after the end and the limit. */
const reportMinutes = [-1, 0, 9, 10, 20, 29, 30, 39, 40, 41, LIMIT_MINUTES - 1, LIMIT_MINUTES, LIMIT_MINUTES + 1, 600]

const windowsOf = (tracker: Tracker): TestWindow[] => [
  ...trackers[tracker].installations.map((i) =>
    installationTestWindow({ createdOn: at(i.start), dateCompleted: i.completed === null ? null : at(i.completed) }),
  ),
  ...trackers[tracker].burnIn.map((b) =>
    burnInTestWindow({ addedOn: at(b.added), removedOn: b.removed === null ? null : at(b.removed) }),
  ),
]

describe('is this report a test', () => {
  it('during an installation until it completes, never after', () => {
    const windows = windowsOf('installedAndCompleted')
    expect(reportMinutes.filter((m) => isTestReport(at(m), windows))).toEqual([0, 9, 10, 20, 29, 30, 39])
  })

  it('an installation never completed stops being a test when the test-mode limit runs out', () => {
    const windows = windowsOf('installationAbandoned')
    expect(isTestReport(at(LIMIT_MINUTES - 1), windows)).toBe(true)
    expect(isTestReport(at(LIMIT_MINUTES), windows)).toBe(false)
  })

  it('while on a burn-in station, and not once the unit left it', () => {
    expect(reportMinutes.filter((m) => isTestReport(at(m), windowsOf('leftStation')))).toEqual([10, 20, 29])
    expect(isTestReport(at(600), windowsOf('onStation'))).toBe(true)
    expect(isTestReport(at(9), windowsOf('onStation'))).toBe(false)
  })

  it('never for a tracker that is neither being installed nor burnt in', () => {
    expect(reportMinutes.some((m) => isTestReport(at(m), windowsOf('neverTested')))).toBe(false)
  })
})

describe.each(drivers)('the test-mode rule says the same in SQL as in TypeScript, on %s', (driver) => {
  let database: DatabaseHandle
  let dropPostgres: (() => Promise<void>) | undefined
  const deviceIds = new Map<Tracker, number>()

  beforeAll(async () => {
    const postgres = driver === 'postgres' ? await createTestPostgresDatabase() : undefined
    dropPostgres = postgres?.drop
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: 'memory://' })
    const { db } = database
    const [role] = await db.insert(roles).values({ name: 'Test-Mode-Owner' }).returning()
    const [owner] = await db
      .insert(users)
      .values({ roleId: role!.id, firstName: 'Test', lastName: 'Mode', email: 'test.mode@example.com' })
      .returning()
    let n = 0
    for (const [tracker, history] of Object.entries(trackers) as [Tracker, (typeof trackers)[Tracker]][]) {
      n++
      const device = await provisionDevice(db, `35100000000${driver === 'pglite' ? '1' : '2'}00${n}`, 'teltonika')
      deviceIds.set(tracker, device.id)
      const [vehicle] = await db
        .insert(vehicles)
        .values({
          userId: owner!.id,
          registrationNumber: `TM${n}`,
          make: 'Make',
          makeVariant: 'Variant',
          registrationYear: '2020',
          vehicleColour: 'White',
        })
        .returning()
      for (const i of history.installations) {
        await db.insert(installations).values({
          vehicleId: vehicle!.id,
          deviceId: device.id,
          createdOn: at(i.start),
          dateCompleted: i.completed === null ? null : at(i.completed),
        })
      }
      for (const b of history.burnIn) {
        await db.insert(burnInUnits).values({
          deviceId: device.id,
          unitSerialNumber: device.serialNumber,
          testStation: b.removed === null ? 'S1' : null,
          addedOn: at(b.added),
          removedOn: b.removed === null ? null : at(b.removed),
        })
      }
    }
  })
  afterAll(async () => {
    await database?.close()
    await dropPostgres?.()
  })

  it.each(Object.keys(trackers) as Tracker[])('%s', async (tracker) => {
    const times = reportMinutes.map(at)
    const rows = await queryRows<{ test: boolean }>(
      database.db,
      sql`select ${testReportSql(sql`${deviceIds.get(tracker)!}::int`, sql`r.t::timestamptz`)} as test
        from jsonb_array_elements_text(${JSON.stringify(times)}::jsonb) with ordinality as r(t, n) order by r.n`,
    )
    expect(rows.map((row) => row.test)).toEqual(times.map((time) => isTestReport(time, windowsOf(tracker))))
  })
})
