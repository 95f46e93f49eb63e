import { type Database, queryRows } from '@vigil/db'
import { vehicles } from '@vigil/db/schema'
import type { DeviceCommand } from '@vigil/device-protocols'
import { sql } from 'drizzle-orm'
import { type CommandLink, provisionDevice } from '../src/index.ts'

/** A gateway that records what it was handed; trackers are online when the test says so. */
export class Gateway implements CommandLink {
  readonly online = new Set<string>()
  readonly delivered: Array<{ serial: string } & DeviceCommand> = []
  failing = false
  isOnline(serial: string): boolean {
    return this.online.has(serial)
  }
  async deliver(serial: string, _protocol: string, command: DeviceCommand): Promise<void> {
    this.delivered.push({ serial, ...command })
    if (this.failing) throw new Error('broker unreachable')
  }
}

/** A Teltonika tracker fitted to an account holder's vehicle: the ids the command tests address. */
export async function trackedVehicle(db: Database, serial: string): Promise<{ deviceId: number; vehicleId: number }> {
  const deviceId = (await provisionDevice(db, serial, 'teltonika')).id
  const [owner] = await queryRows<{ id: number }>(
    db,
    sql`with role as (
          insert into roles (name) values ('Account-Holder')
          on conflict (name) do update set name = excluded.name returning id
        )
        insert into users (role_id, first_name, last_name, email)
        select id, 'Thandi', 'Mokoena', ${`thandi.${serial}@example.com`} from role returning id`,
  )
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      userId: owner!.id,
      registrationNumber: 'CA 123-456',
      make: 'Toyota',
      makeVariant: 'Corolla',
      registrationYear: '2019',
      vehicleColour: 'White',
    })
    .returning({ id: vehicles.id })
  return { deviceId, vehicleId: vehicle!.id }
}
