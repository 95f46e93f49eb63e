import { KNOWN_ROLES } from '@vigil/domain'
import { generatePassword, hashPassword } from '@vigil/server-kit/passwords'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { fitmentCenters, regions, roles, subscriptionPlans, users, vehicleTypes } from '../schema/index.ts'
import { regionCatalogue } from './data/regions.ts'
import { subscriptionPlanCatalogue } from './data/subscription-plans.ts'
import { vehicleCatalogue } from './data/vehicle-types.ts'

export type SeedOptions = {
  adminEmail?: string | undefined
  adminPassword?: string | undefined
  /** Where the generated admin password is announced (once, on the start that creates the admin). */
  announce?: (message: string) => void
}

export const defaultAdminEmail = 'admin@vigil.local'

/** The data every deployment needs; safe to run on every start. */
export async function seedReferenceData(db: Database, options: SeedOptions = {}): Promise<void> {
  await db
    .insert(roles)
    .values(KNOWN_ROLES.map((name) => ({ name })))
    .onConflictDoNothing()
  await seedRegions(db)
  await db
    .insert(vehicleTypes)
    .values(
      Object.entries(vehicleCatalogue).flatMap(([make, variants]) =>
        variants.map((variant) => ({ make, variant, makeVariant: `${make} ${variant}` })),
      ),
    )
    .onConflictDoNothing()
  await db.insert(subscriptionPlans).values(subscriptionPlanCatalogue).onConflictDoNothing()
  await seedAdmin(db, options)
}

async function seedRegions(db: Database): Promise<void> {
  await db
    .insert(regions)
    .values(Object.keys(regionCatalogue).map((name) => ({ name })))
    .onConflictDoNothing()
  const regionIds = new Map((await db.select().from(regions)).map((region) => [region.name, region.id]))
  await db
    .insert(fitmentCenters)
    .values(
      Object.entries(regionCatalogue).flatMap(([regionName, centres]) =>
        centres.map((centre) => ({ ...centre, regionId: regionIds.get(regionName)! })),
      ),
    )
    .onConflictDoNothing()
}

async function seedAdmin(db: Database, options: SeedOptions): Promise<void> {
  const [adminRole] = await db.select().from(roles).where(eq(roles.name, 'Admin'))
  const email = options.adminEmail ?? defaultAdminEmail
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`)
  if (existing) return
  if (!options.adminEmail) {
    const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.roleId, adminRole!.id)).limit(1)
    if (anyAdmin) return
  }
  const password = options.adminPassword ?? generatePassword()
  await db.insert(users).values({
    roleId: adminRole!.id,
    firstName: 'Vigil',
    lastName: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    phoneConfirmed: true,
  })
  if (!options.adminPassword) options.announce?.(`Created admin ${email} with password ${password} (shown once).`)
}

export { vehicleCatalogue } from './data/vehicle-types.ts'
export { DEMO_PASSWORD, type DemoData, type DemoRole, demoSignIns, seedDemoData } from './demo.ts'
