import { type PasswordTokenPurpose, passwordTokens, users } from '@vigil/db/schema'
import { authMessages, invalidFields, type KnownRole, notificationMessages } from '@vigil/domain'
import { hashPassword, hashToken, newOpaqueToken } from '@vigil/server-kit/passwords'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { ApiServices } from '../../services.ts'
import { findUserById } from './users.ts'

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000
export const CREATE_PASSWORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

async function issuePasswordToken(app: ApiServices, userId: number, purpose: PasswordTokenPurpose): Promise<string> {
  const now = app.clock()
  const token = newOpaqueToken()
  const lifetime = purpose === 'reset' ? PASSWORD_RESET_LIFETIME_MS : CREATE_PASSWORD_LIFETIME_MS
  // A new link replaces older unused ones of the same purpose.
  await app.db
    .update(passwordTokens)
    .set({ usedOn: now })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedOn)))
  await app.db.insert(passwordTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresOn: new Date(now.getTime() + lifetime),
    createdOn: now,
  })
  return token
}

export async function sendPasswordResetLink(app: ApiServices, user: { id: number; email: string; firstName: string }) {
  const token = await issuePasswordToken(app, user.id, 'reset')
  const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  await app.notifier.email({
    to: user.email,
    subject: notificationMessages.passwordReset.subject,
    body: notificationMessages.passwordReset.body(user.firstName, link),
  })
}

/**
 * Emails a user created by someone else the link to create their password (and again on "Resend"): an account
 * holder the customer page, staff the dashboard's. Used by POST Users, POST Users/AccountHolder and
 * POST Users/ResendPasswordCreationLink.
 */
export async function sendCreatePasswordLink(app: ApiServices, userId: number): Promise<void> {
  const found = await findUserById(app.db, userId)
  if (!found) throw new Error(`User ${userId} does not exist.`)
  const token = await issuePasswordToken(app, userId, 'create')
  // Staff sign in to the dashboard: their link opens its 'Create a password' page, not the customer app's.
  const staff = isStaff(found.roleName)
  const page = staff ? '/reset-password' : '/create-password'
  const link = `${app.config.publicUrl}${page}?token=${encodeURIComponent(token)}`
  const message = staff ? notificationMessages.staffInvitation : notificationMessages.createPassword
  await app.notifier.email({
    to: found.user.email,
    subject: message.subject,
    body: message.body(found.user.firstName, link),
  })
}

const linkRefused = () => invalidFields({ passwordResetToken: authMessages.linkInvalid })

/** The token's user when it is unused and unexpired, without spending it. */
export async function checkPasswordToken(app: ApiServices, token: string, purposes: PasswordTokenPurpose[]) {
  const [stored] = await app.db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedOn),
        gt(passwordTokens.expiresOn, app.clock()),
      ),
    )
  if (!stored || !purposes.includes(stored.purpose)) throw linkRefused()
  return stored
}

const isStaff = (roleName: string) => roleName !== ('Account-Holder' satisfies KnownRole)

/** The page a password link opens: the customer app's create-password, or the dashboard's 'Create a password'. */
export type PasswordLinkPage = 'customer' | 'dashboard'

/**
 * The token's stored row when the page may complete it: the customer page takes create-password links; the
 * dashboard's takes reset links and staff members' create-password invitations.
 */
export async function checkPasswordLink(app: ApiServices, token: string, page: PasswordLinkPage) {
  if (page === 'customer') return checkPasswordToken(app, token, ['create'])
  const stored = await checkPasswordToken(app, token, ['reset', 'create'])
  if (stored.purpose === 'create') {
    const found = await findUserById(app.db, stored.userId)
    if (!found || !isStaff(found.roleName)) throw linkRefused()
  }
  return stored
}

/** Spends the token (once only, even under concurrent calls) and sets the new password. */
export async function setPasswordWithToken(
  app: ApiServices,
  token: string,
  page: PasswordLinkPage,
  password: string,
): Promise<number> {
  const stored = await checkPasswordLink(app, token, page)
  const passwordHash = await hashPassword(password)
  const spent = await app.db
    .update(passwordTokens)
    .set({ usedOn: app.clock() })
    .where(and(eq(passwordTokens.id, stored.id), isNull(passwordTokens.usedOn)))
    .returning({ userId: passwordTokens.userId })
  if (spent.length === 0) throw linkRefused()
  // A create-password link never replaces a password the account already has (issue #27).
  const firstOnly = stored.purpose === 'create' ? isNull(users.passwordHash) : undefined
  const set = await app.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, stored.userId), firstOnly))
    .returning({ id: users.id })
  if (set.length === 0) throw linkRefused()
  return stored.userId
}
