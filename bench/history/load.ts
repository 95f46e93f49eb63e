// Fills device_events inside PostgreSQL: each statement is an INSERT ... SELECT from generate_series, so no row crosses
// the network. Older months go in natural-key order (device, type, device time), which appends to the heap and to the
// key's index and is the fastest way in; the newest week goes in arrival order (time, then device), the way ingest
// writes it, so one vehicle's last day lies spread over as many heap pages as a live system leaves it.
import { availableParallelism, getPriority, setPriority } from 'node:os'
import pg from 'pg'

/** What the database holds: every device reports every `spacingMs` back from `newest`, every tenth report a lock. */
export interface HistoryShape {
  events: number
  devices: number
  /** The newest device time: the reads' "last day" ends here, however long ago the database was loaded. */
  newest: string
  spacingMs: number
}

const DAY_MS = 24 * 3600 * 1000
const YEAR_MS = 365 * DAY_MS
/** The newest week is written as ingest writes it (see the file's header). */
const arrivalWindowMs = 7 * DAY_MS
/** Rows a statement writes, so progress shows every few seconds. */
const rowsPerStatement = 1_000_000

export function historyShape(events: number, devices: number, now: Date): HistoryShape {
  const perDevice = Math.floor(events / devices)
  if (perDevice < 1) throw new Error(`--events ${events} gives ${devices} devices no event each`)
  const newest = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString()
  return { events, devices, newest, spacingMs: Math.max(1, Math.round(YEAR_MS / perDevice)) }
}

// A report k steps before the newest: the tracker's GPS fix (one of a thousand readings along a loop through
// Johannesburg, with the fields a tracker sends) or, every tenth report, its lock state.
const positions = JSON.stringify(
  Array.from({ length: 1000 }, (_, index) => {
    const angle = (2 * Math.PI * index) / 1000
    return {
      latitudeDegrees: Number((-26.2 + 0.05 * Math.sin(angle)).toFixed(7)),
      longitudeDegrees: Number((28.04 + 0.05 * Math.cos(angle)).toFixed(7)),
      altitudeMeters: 1500 + Math.round(30 * Math.sin(3 * angle)),
      speedKph: (index * 7) % 120,
      headingDegrees: (index * 13) % 360,
      satellites: 6 + (index % 7),
    }
  }),
)
const columns = (k: string) => `
  case when ${k} % 10 = 0 then 'lock' else 'gps' end,
  $1::timestamptz - ${k} * $2::interval,
  case when ${k} % 10 = 0 then jsonb_build_object('motorStateId', ${k} / 10 % 2) else $3::jsonb -> (${k} % 1000)::int end`
// Device d reports `lastK(d) + 1` times: the remainder of events / devices goes one each to the first devices.
const lastK = (d: string) => `($4::int - 1 + (${d} <= $5::int)::int)`

interface Statement {
  text: string
  values?: unknown[]
}

/** The statements that load `shape`: per month partition, oldest first, then the newest week. */
function statements(shape: HistoryShape): { months: Statement[][]; newestWeek: Statement[] } {
  const perDevice = Math.floor(shape.events / shape.devices)
  const newest = Date.parse(shape.newest)
  const common = [shape.newest, `${shape.spacingMs} milliseconds`, positions, perDevice, shape.events % shape.devices]
  const kOf = (time: number) => (newest - time) / shape.spacingMs
  const arrivalK = Math.min(perDevice, Math.floor(arrivalWindowMs / shape.spacingMs))
  const months: Statement[][] = []
  const oldest = new Date(newest - perDevice * shape.spacingMs)
  for (
    let month = Date.UTC(oldest.getUTCFullYear(), oldest.getUTCMonth(), 1);
    month <= newest;
    month = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)
  ) {
    const next = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)
    // Reports k with month <= newest - k * spacing < next, older than the newest week.
    const kLow = Math.max(arrivalK + 1, Math.floor(kOf(next)) + 1)
    const kHigh = Math.min(perDevice, Math.floor(kOf(month)))
    if (kLow > kHigh) continue
    const batch = Math.max(1, Math.floor(rowsPerStatement / (kHigh - kLow + 1)))
    const monthStatements: Statement[] = []
    for (let first = 1; first <= shape.devices; first += batch) {
      const last = Math.min(shape.devices, first + batch - 1)
      // Lateral on the device (its last k) keeps the nesting device, then type, then time ascending (k descending):
      // the key's order, so every row appends to the heap and to the index. `offset 0` keeps the planner from
      // flattening a lateral subquery into a join of its own order, here and below.
      monthStatements.push({
        text: `insert into device_events (device_id, serial_number, type, device_time, data)
          select v.d, v.serial_number, ${columns('e.k')}
          from (select d, 'B' || lpad(d::text, 6, '0') as serial_number, least($6::int, ${lastK('d')}) as k_high
            from generate_series($8::int, $9::int) d) v
          cross join lateral (
            select k from generate_series(v.k_high, $7::int, -1) k where k % 10 <> 0
            union all
            select k from generate_series(v.k_high - v.k_high % 10, $7::int, -10) k
            offset 0
          ) e`,
        values: [...common, kHigh, kLow, first, last],
      })
    }
    // Vacuumed while its pages are still in memory; the last vacuum then skips them as all-visible.
    const partition = `device_events_${new Date(month).toISOString().slice(0, 7).replace('-', '_')}`
    months.push([...monthStatements, { text: `vacuum ${partition}` }])
  }
  const newestWeek: Statement[] = []
  const step = Math.max(1, Math.floor(rowsPerStatement / shape.devices))
  for (let high = arrivalK; high >= 0; high -= step) {
    // Time ascending (k descending), then every device that reports at that k: the order trackers' reports arrive in.
    newestWeek.push({
      text: `insert into device_events (device_id, serial_number, type, device_time, data)
        select v.d, v.serial_number, ${columns('k')}
        from generate_series($6::int, $7::int, -1) k
        cross join lateral (select d, 'B' || lpad(d::text, 6, '0') as serial_number
          from generate_series(1, $8::int) d where k <= ${lastK('d')} offset 0) v`,
      values: [...common, high, Math.max(0, high - step + 1), shape.devices],
    })
  }
  return { months, newestWeek }
}

/**
 * Loads `shape` into the migrated database at `url`, a month partition per connection (`jobs` at once), vacuuming
 * each (autovacuum may be off; reads and the row count then find the visibility map set, as on a live system), and
 * answers the seconds it took. A niced benchmark nices the PostgreSQL backends it loads through: the work is theirs.
 */
export async function loadHistory(url: string, shape: HistoryShape, jobs = availableParallelism()): Promise<number> {
  const { months, newestWeek } = statements(shape)
  const started = performance.now()
  let loaded = 0
  const progress = () => {
    const seconds = (performance.now() - started) / 1000
    process.stdout.write(
      `\r${loaded} of ${shape.events} events in ${seconds.toFixed(0)} s (${(loaded / seconds).toFixed(0)}/s)   `,
    )
  }
  const connect = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const niceness = getPriority()
    if (niceness > 0) {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      try {
        setPriority(rows[0]!.pid, niceness)
      } catch {
        // PostgreSQL on another machine, or another user's backend: it keeps its own priority.
      }
    }
    return client
  }
  const run = async (client: pg.Client, list: Statement[]) => {
    for (const statement of list) {
      // Awaited before adding: `loaded += await ...` would add to the value read before another connection's rows.
      const { rowCount } = await client.query(statement.text, statement.values)
      loaded += rowCount ?? 0
      progress()
    }
  }
  const newest = new Date(shape.newest)
  const oldest = new Date(newest.getTime() - Math.floor(shape.events / shape.devices) * shape.spacingMs)
  const firstMonth = new Date(Date.UTC(oldest.getUTCFullYear(), oldest.getUTCMonth(), 1)).toISOString().slice(0, 10)
  const monthsSpanned =
    (newest.getUTCFullYear() - oldest.getUTCFullYear()) * 12 + newest.getUTCMonth() - oldest.getUTCMonth() + 1
  const clients = await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, months.length)) }, connect))
  try {
    // The product's own function makes the months the history spans.
    await clients[0]!.query('select ensure_device_event_partitions($1::date, $2)', [firstMonth, monthsSpanned])
    const queue = [...months]
    await Promise.all(
      clients.map(async (client) => {
        for (let month = queue.shift(); month; month = queue.shift()) await run(client, month)
      }),
    )
    await run(clients[0]!, newestWeek)
    process.stdout.write('\n')
    if (loaded !== shape.events) throw new Error(`loaded ${loaded} events, expected ${shape.events}`)
    await clients[0]!.query('vacuum (analyze) device_events')
    return (performance.now() - started) / 1000
  } finally {
    await Promise.all(clients.map((client) => client.end()))
  }
}
