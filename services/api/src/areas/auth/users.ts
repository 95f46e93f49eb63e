import type { Database } from '@vigil/db'
import { roles, users } from '@vigil/db/schema'
import type { SignUpPayload } from '@vigil/domain'
import { hashPassword } from '@vigil/server-kit/passwords'
import { eq, sql } from 'drizzle-orm'

/** A national number as stored: nine digits, without the optional leading 0. */
export const normalisePhoneNumber = (phoneNumber: string): string => phoneNumber.trim().replace(/^0/, '')

export const normaliseEmail = (email: string): string => email.trim()

type PersonForm = Pick<
  SignUpPayload,
  'FirstName' | 'LastName' | 'Email' | 'PhoneCode' | 'PhoneNumber' | 'IdNumber' | 'IdNumberIsSouthAfrican'
>

/** A person's details as stored from the sign-up, account holder or driver form. */
export const storedPerson = (form: PersonForm) => ({
  firstName: form.FirstName.trim(),
  lastName: form.LastName.trim(),
  email: normaliseEmail(form.Email),
  phoneCode: form.PhoneCode,
  phoneNumber: normalisePhoneNumber(form.PhoneNumber),
  idNumber: form.IdNumber.trim(),
  idNumberIsSouthAfrican: form.IdNumberIsSouthAfrican,
})

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = lower(${normaliseEmail(email)})`)
  return row
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
  return row
}

export async function roleId(db: Database, name: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
  if (!role) throw new Error(`Role ${name} is not seeded.`)
  return role.id
}

/** Replaces a user's password (stored as its hash only). */
export async function storePassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
}
