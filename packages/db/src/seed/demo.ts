import { luhnCheckDigit } from '@vigil/domain'
import { hashPassword } from '@vigil/server-kit/passwords'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import {
  companies,
  companyUsers,
  companyVehicles,
  devices,
  drivers,
  fitmentCenters,
  installationBookings,
  roles,
  users,
  vehicles,
  vehicleTypes,
} from '../schema/index.ts'

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Demo-pass-1!'

export const demoSignIns = {
  Admin: 'admin@demo.vigil.local',
  'Technical-Agent': 'agent@demo.vigil.local',
  'Company-Admin': 'fleet.admin@demo.vigil.local',
  'Account-Holder': 'thandi.nkosi@demo.vigil.local',
} as const

export type DemoRole = keyof typeof demoSignIns

export type DemoData = {
  userIds: Record<DemoRole, number>
  accountHolderIds: number[]
  vehicleIds: number[]
  /** Devices with no vehicle (free to link). */
  freeDeviceIds: number[]
  companyIds: number[]
}

/** A South African ID number with a valid Luhn check digit. */
const saId = (first12: string) => `${first12}${luhnCheckDigit(first12)}`

const accountHolders = [
  ['Thandi', 'Nkosi', saId('800101500908')],
  ['Sipho', 'Dlamini', saId('750612580008')],
  ['Johan', 'van der Merwe', saId('681123512308')],
  ['Ayesha', 'Patel', saId('920314056708')],
  ['Lerato', 'Mokoena', saId('880725034508')],
  ['Pieter', 'Botha', saId('730210505408')],
  ['Nomvula', 'Khumalo', saId('951030045608')],
  ['Kagiso', 'Molefe', 'A12345678'],
] as const

const colours = ['White', 'Silver', 'Grey', 'Black', 'Red', 'Blue']
const plates = [
  'CA 123-456',
  'GP 77 XY GP',
  'ND 456-789',
  'JHB 001 GP',
  'CY 998-121',
  'DKW 441 EC',
  'FS 22 BB FS',
  'CF 55-010',
]

/** Clients, drivers, vehicles, devices and companies to explore the product with; does nothing when already seeded. */
export async function seedDemoData(db: Database): Promise<DemoData> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, demoSignIns.Admin))
  if (existing.length === 0) await createDemoData(db)
  return readDemoData(db)
}

async function createDemoData(db: Database): Promise<void> {
  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.name, role.id]))
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const person = (
    role: string,
    firstName: string,
    lastName: string,
    email: string,
    idNumber: string,
    index: number,
  ) => ({
    roleId: roleIds.get(role)!,
    firstName,
    lastName,
    email,
    phoneCode: 27,
    phoneNumber: `82${String(1000000 + index).slice(-7)}`,
    idNumber,
    idNumberIsSouthAfrican: /^\d{13}$/.test(idNumber),
    passwordHash,
    phoneConfirmed: true,
    acceptedTermsAndConditionsAndPolicy: true,
    acceptedToAllowInformationToBeUsedToContact: true,
  })
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        person('Admin', 'Anele', 'Admin', demoSignIns.Admin, saId('850101580008'), 1),
        person('Technical-Agent', 'Zanele', 'Agent', demoSignIns['Technical-Agent'], saId('900101580008'), 2),
        person('Company-Admin', 'Riaan', 'Fleet', demoSignIns['Company-Admin'], saId('820303580008'), 3),
        ...accountHolders.map(([firstName, lastName, idNumber], index) =>
          person(
            'Account-Holder',
            firstName,
            lastName,
            index === 0
              ? demoSignIns['Account-Holder']
              : `${firstName}.${lastName}@demo.vigil.local`.toLowerCase().replaceAll(' ', ''),
            idNumber,
            10 + index,
          ),
        ),
      ])
      .returning({ id: users.id })
    const holders = await tx
      .select()
      .from(users)
      .where(sql`${users.email} like '%@demo.vigil.local' and ${users.roleId} = ${roleIds.get('Account-Holder')!}`)
      .orderBy(users.id)
    const types = await tx.select().from(vehicleTypes).orderBy(vehicleTypes.id).limit(40)
    // The last holder has no vehicle yet (Outstanding details); the rest have one or two.
    const vehicleRows = holders.slice(0, -1).flatMap((holder, index) =>
      Array.from({ length: index % 3 === 0 ? 2 : 1 }, (_, second) => {
        const type = types[(index * 5 + second * 11) % types.length]!
        return {
          userId: holder.id,
          vehicleTypeId: type.id,
          registrationNumber: plates[(index + second * 3) % plates.length]!,
          make: type.make,
          model: type.variant,
          makeVariant: type.makeVariant,
          nickname: second === 0 ? `${holder.firstName}'s ${type.make}` : '',
          registrationYear: String(2012 + ((index + second) % 12)),
          vehicleColour: colours[(index + second) % colours.length]!,
          vinNumber: `AHT${String(100000000000 + index * 1000 + second).padStart(14, '0')}`,
          gpsDateTime: new Date(Date.UTC(2026, 0, 1, 8, index)),
          gpsLatitudeDegrees: -26.1 - index * 0.01,
          gpsLongitudeDegrees: 28.05 + second * 0.02,
          isLocked: index % 2 === 0,
          tamperActive: index === 2,
        }
      }),
    )
    const createdVehicles = await tx.insert(vehicles).values(vehicleRows).returning()
    await tx.insert(drivers).values(
      createdVehicles.map((vehicle, index) => ({
        vehicleId: vehicle.id,
        firstName: holders.find((holder) => holder.id === vehicle.userId)!.firstName,
        lastName: holders.find((holder) => holder.id === vehicle.userId)!.lastName,
        email: holders.find((holder) => holder.id === vehicle.userId)!.email,
        phoneNumber: `83${String(2000000 + index).slice(-7)}`,
        idNumber: holders.find((holder) => holder.id === vehicle.userId)!.idNumber,
        acceptedTermsAndConditionsAndPolicy: true,
        acceptedToAllowInformationToBeUsedToContact: true,
      })),
    )
    const createdDevices = await tx
      .insert(devices)
      .values([
        ...createdVehicles.map((vehicle, index) => ({
          serialNumber: `VG${String(240000 + index).padStart(8, '0')}`,
          vehicleId: index % 5 === 4 ? null : vehicle.id,
          active: index !== 3,
          applicationVersion: index === 1 ? 'No version' : '2.4.1',
          autoLockEnabledState: index % 2,
        })),
        ...Array.from({ length: 6 }, (_, index) => ({ serialNumber: `VG${String(250000 + index).padStart(8, '0')}` })),
      ])
      .returning()
    await seedOnboarding(tx, createdVehicles, createdDevices)
    const [fleet, couriers] = await tx
      .insert(companies)
      .values([{ name: 'Karoo Logistics' }, { name: 'Ubuntu Couriers' }])
      .returning()
    const companyAdmin = (await tx.select().from(users).where(eq(users.email, demoSignIns['Company-Admin'])))[0]!
    await tx.insert(companyUsers).values([
      { companyId: fleet!.id, userId: companyAdmin.id, role: 'Company-Admin' },
      { companyId: fleet!.id, userId: holders[1]!.id, role: 'Account-Holder' },
      { companyId: fleet!.id, userId: holders[2]!.id, role: 'Account-Holder' },
      { companyId: couriers!.id, userId: holders[3]!.id, role: 'Account-Holder' },
    ])
    await tx.insert(companyVehicles).values({ companyId: fleet!.id, vehicleId: createdVehicles.at(-1)!.id })
  })
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Onboarding coherent with the facts: each vehicle's tracker has reported (its last position came from it), so the
 * vehicle is Installed; of the vehicles without a tracker the last is booked for next week at a fitment centre
 * (Scheduled) and the other waits for a booking (Booking pending).
 */
async function seedOnboarding(
  tx: Transaction,
  createdVehicles: (typeof vehicles.$inferSelect)[],
  createdDevices: (typeof devices.$inferSelect)[],
): Promise<void> {
  for (const device of createdDevices) {
    const vehicle = createdVehicles.find((row) => row.id === device.vehicleId)
    if (vehicle?.gpsDateTime && device.active)
      await tx.update(devices).set({ lastSeenOn: vehicle.gpsDateTime }).where(eq(devices.id, device.id))
  }
  const [centre] = await tx.select({ id: fitmentCenters.id }).from(fitmentCenters).orderBy(fitmentCenters.id).limit(1)
  const withoutTracker = createdVehicles.filter((vehicle) => !createdDevices.some((d) => d.vehicleId === vehicle.id))
  const booked = withoutTracker.at(-1)
  if (!centre || !booked || withoutTracker.length < 2) return
  const nextWeek = new Date(Date.now() + 7 * 86_400_000)
  nextWeek.setUTCHours(9, 0, 0, 0)
  await tx
    .insert(installationBookings)
    .values({ vehicleId: booked.id, fitmentCenterId: centre.id, installationUtcDateTime: nextWeek })
}

async function readDemoData(db: Database): Promise<DemoData> {
  const demoUsers = await db
    .select({ id: users.id, email: users.email, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`${users.email} like '%@demo.vigil.local'`)
    .orderBy(users.id)
  const idOf = (email: string) => demoUsers.find((user) => user.email === email)!.id
  const accountHolderIds = demoUsers.filter((user) => user.role === 'Account-Holder').map((user) => user.id)
  const demoVehicles = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(sql`${vehicles.userId} in ${accountHolderIds}`)
    .orderBy(vehicles.id)
  const freeDevices = await db
    .select({ id: devices.id })
    .from(devices)
    .where(sql`${devices.vehicleId} is null and ${devices.serialNumber} like 'VG%'`)
    .orderBy(devices.id)
  const demoCompanies = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.name} in ('Karoo Logistics', 'Ubuntu Couriers')`)
    .orderBy(companies.id)
  return {
    userIds: {
      Admin: idOf(demoSignIns.Admin),
      'Technical-Agent': idOf(demoSignIns['Technical-Agent']),
      'Company-Admin': idOf(demoSignIns['Company-Admin']),
      'Account-Holder': idOf(demoSignIns['Account-Holder']),
    },
    accountHolderIds,
    vehicleIds: demoVehicles.map((vehicle) => vehicle.id),
    freeDeviceIds: freeDevices.map((device) => device.id),
    companyIds: demoCompanies.map((company) => company.id),
  }
}
