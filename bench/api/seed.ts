import type pg from 'pg'

export const seedShape = { accountHolders: 20_000, vehicles: 100_000 }

/**
 * Bulk seed in a few set-based statements: account holders, five vehicles each, and for three vehicles in five a
 * device, an active subscription and a booking, so the vehicle list's joins find rows.
 */
export async function seedFleet(pool: pg.Pool): Promise<{ firstHolderId: number; lastHolderId: number }> {
  const { accountHolders, vehicles } = seedShape
  await pool.query(`insert into users (role_id, first_name, last_name, email, phone_number, id_number, created_on)
    select r.id, 'Client', 'Holder ' || g, 'holder' || g || '@bench.vigil.local', '82' || lpad(g::text, 7, '0'),
      lpad(g::text, 13, '0'), now() - g * interval '1 minute'
    from roles r, generate_series(1, ${accountHolders}) g where r.name = 'Account-Holder'`)
  const {
    rows: [holders],
  } = await pool.query<{ first: number; last: number }>(
    `select min(id) as first, max(id) as last from users where email like '%@bench.vigil.local'`,
  )
  await pool.query(`insert into vehicles (user_id, registration_number, make, model, make_variant, registration_year,
      vehicle_colour, created_on, tamper_active)
    select ${holders!.first} + (g - 1) % ${accountHolders}, 'BN ' || g || ' GP', 'Toyota', 'Hilux', 'Toyota Hilux',
      (2000 + g % 25)::text, 'White',
      now() - g * interval '10 seconds', g % 97 = 0
    from generate_series(1, ${vehicles}) g`)
  await pool.query(`insert into devices (serial_number, vehicle_id, active, application_version)
    select 'BN' || lpad(v.id::text, 8, '0'), v.id, true, '1.4.2' from vehicles v where v.id % 5 < 3`)
  await pool.query(`insert into installation_bookings (vehicle_id, fitment_center_id, installation_utc_date_time)
    select v.id, (select min(id) from fitment_centers), v.created_on + interval '3 days'
    from vehicles v where v.id % 5 < 3`)
  await pool.query(`insert into subscriptions (vehicle_id, subscription_plan_id, installation_booking_id, deposit_cents,
      deposit_amount_paid, status)
    select b.vehicle_id, (select min(id) from subscription_plans), b.id, 149900, true, 'Active'
    from installation_bookings b`)
  // A database that has been running a while has statistics and a visibility map; a fresh bulk load has neither.
  await pool.query('vacuum analyze')
  return { firstHolderId: holders!.first, lastHolderId: holders!.last }
}
