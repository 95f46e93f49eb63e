// The notifications pass's queries on a delivery table of realistic size (issue #30): the plans PostgreSQL picks for
// releasing held deliveries (`releaseHeld`) and claiming due ones (`claimDeliveries`), with their times. Each is run
// in a transaction that is rolled back, so the rows stay as laid out. Prints plans, not a figure table: RESULTS.md's
// bench:rules section quotes them by hand.
// `node --conditions=source rules/pass-plans.ts` in bench/ (PostgreSQL, BENCH_POSTGRES_URL).
// Environment: BENCH_DELIVERIES (1,000,000 rows, nearly all sent), BENCH_HELD (2,000), BENCH_PENDING (500 due now,
// as many again waiting for a webhook retry).

import { openDatabase } from '@vigil/db'
import { seedReferenceData } from '@vigil/db/seed'
import { benchConfig, withScratchDatabase } from '../fleet.ts'

const total = Number(process.env.BENCH_DELIVERIES ?? 1_000_000)
const heldCount = Number(process.env.BENCH_HELD ?? 2_000)
const pendingCount = Number(process.env.BENCH_PENDING ?? 500)
const people = 100

type Client = { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

async function plans(databaseUrl: string) {
  const database = await openDatabase(benchConfig({ DATABASE_URL: databaseUrl }))
  const client = (database.db as unknown as { $client: Client }).$client
  await seedReferenceData(database.db, { adminPassword: 'Bench-pass-1!' })
  await client.query(`insert into users (role_id, first_name, last_name, email)
    select (select id from roles where name = 'Account-Holder'), 'Bench', 'Person ' || g, 'bench' || g || '@vigil.local'
    from generate_series(1, ${people}) g`)
  await client.query(`insert into vehicles (user_id, registration_number, make, make_variant, registration_year, vehicle_colour)
    select min(id), 'PLANS 1', 'Toyota', 'Toyota Hilux', '2020', 'White' from users where email like 'bench%'`)
  await client.query(`insert into alarms (vehicle_id, kind, raised_on, last_reported_on)
    select id, 'Tamper', now(), now() from vehicles where registration_number = 'PLANS 1'`)
  // One notice per 100 deliveries (one to each person): the unique index allows one per notice, channel and person.
  await client.query(`insert into alarm_notices (alarm_id, reason, fanned_out_on)
    select (select min(id) from alarms), 'raised', now() from generate_series(1, ${Math.ceil(total / people)})`)
  // Months of history: nearly every delivery sent; the newest rows are what the pass works on (held through the
  // night until some time in the next 8 hours; pending now; pending until a webhook retry in the next hour).
  const firstUser = Number(
    (await client.query(`select min(id) as id from users where email like 'bench%'`)).rows[0]!.id,
  )
  const firstNotice = Number((await client.query('select min(id) as id from alarm_notices')).rows[0]!.id)
  const waiting = heldCount + 2 * pendingCount
  await client.query(`insert into notification_deliveries
      (notice_id, alarm_id, "group", channel, user_id, status, next_attempt_on, sent_on, created_on)
    select ${firstNotice} + (g - 1) / ${people}, (select min(id) from alarms), 'holder-and-company', 'email',
      ${firstUser} + (g - 1) % ${people},
      case when g <= ${total - waiting} then 'sent'
        when g <= ${total - 2 * pendingCount} then 'held' else 'pending' end,
      case when g <= ${total - waiting} then null
        when g <= ${total - 2 * pendingCount} then now() + (g % 480) * interval '1 minute'
        when g % 2 = 0 then null else now() + (g % 60) * interval '1 minute' end,
      case when g <= ${total - waiting} then now() - (${total} - g) * interval '1 second' end,
      now() - (${total} - g) * interval '1 second'
    from generate_series(1, ${total}) g`)
  await client.query('analyze notification_deliveries')
  const counts = await client.query(
    'select status, count(*)::int as n from notification_deliveries group by status order by status',
  )
  console.log(`notification_deliveries: ${counts.rows.map((row) => `${row.n} ${row.status}`).join(', ')}`)
  const indexes = await client.query(
    `select indexname, indexdef from pg_indexes where tablename = 'notification_deliveries' order by indexname`,
  )
  for (const row of indexes.rows) console.log(`  ${row.indexdef}`)

  // The two statements as deliver.ts sends them, the pass's time in a parameter, the batch of 20.
  const statements = {
    releaseHeld: `update notification_deliveries set status = 'pending'
      where status = 'held' and next_attempt_on is not null and next_attempt_on <= $1 returning id`,
    claimDeliveries: `update notification_deliveries set claimed_until = $2
      where id in (select id from notification_deliveries
        where status = 'pending' and (next_attempt_on is null or next_attempt_on <= $1)
          and (claimed_until is null or claimed_until < $1)
        order by id limit 20 for update skip locked)
      returning id, channel, user_id as "userId", webhook_id as "webhookId", "to", body, attempts`,
  }
  // A pass an hour from now: some held deliveries are due.
  const passOn = new Date(Date.now() + 3_600_000)
  // With migration 0018's partial indexes, and without them (dropped inside the rolled-back transaction).
  for (const without of [false, true]) {
    for (const [name, text] of Object.entries(statements)) {
      await client.query('begin')
      if (without) {
        await client.query('drop index notification_deliveries_held_idx, notification_deliveries_pending_idx')
      }
      const claimUntil = new Date(passOn.getTime() + 60_000)
      const values = name === 'claimDeliveries' ? [passOn, claimUntil] : [passOn]
      const plan = await client.query(`explain (analyze, buffers, costs off) ${text}`, values)
      await client.query('rollback')
      console.log(`\n${name}, ${without ? 'without' : 'with'} 0018's indexes:`)
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`)
    }
  }
  await database.close()
}

await withScratchDatabase('passplans', plans)
process.exit(0)
