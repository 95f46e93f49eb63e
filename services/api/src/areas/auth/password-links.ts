import { type PasswordTokenPurpose, passwordTokens, users } from '@vigil/db/schema'
import { authMessages, notificationMessages } from '@vigil/domain'
import { validationProblem } from '@vigil/server-kit'
import { hashPassword, hashToken, newOpaqueToken } from '@vigil/server-kit/passwords'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { findUserById } from './users.ts'

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000
export const CREATE_PASSWORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

async function issuePasswordToken(
  app: FastifyInstance,
  userId: number,
  purpose: PasswordTokenPurpose,
): Promise<string> {
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

export async function sendPasswordResetLink(
  app: FastifyInstance,
  user: { id: number; email: string; firstName: string },
) {
  const token = await issuePasswordToken(app, user.id, 'reset')
  const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  await app.notifier.email({
    to: user.email,
    subject: notificationMessages.passwordReset.subject,
    body: notificationMessages.passwordReset.body(user.firstName, link),
  })
}

/**
 * Emails an account holder created by an agent the link to create their password (and again on "Resend").
 * Used by POST Users/AccountHolder and POST Users/ResendPasswordCreationLink.
 */
export async function sendCreatePasswordLink(app: FastifyInstance, userId: number): Promise<void> {
  const found = await findUserById(app.db, userId)
  if (!found) throw new Error(`User ${userId} does not exist.`)
  const token = await issuePasswordToken(app, userId, 'create')
  const link = `${app.config.publicUrl}/create-password?token=${encodeURIComponent(token)}`
  await app.notifier.email({
    to: found.user.email,
    subject: notificationMessages.createPassword.subject,
    body: notificationMessages.createPassword.body(found.user.firstName, link),
  })
}

const linkProblem = () => validationProblem({ passwordResetToken: authMessages.linkInvalid })

/** The token's user when it is unused and unexpired, without spending it. */
export async function checkPasswordToken(app: FastifyInstance, token: string, purposes: PasswordTokenPurpose[]) {
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
  if (!stored || !purposes.includes(stored.purpose)) throw linkProblem()
  return stored
}

/** Spends the token (once only, even under concurrent calls) and sets the new password. */
export async function setPasswordWithToken(
  app: FastifyInstance,
  token: string,
  purposes: PasswordTokenPurpose[],
  password: string,
): Promise<number> {
  const stored = await checkPasswordToken(app, token, purposes)
  const passwordHash = await hashPassword(password)
  const spent = await app.db
    .update(passwordTokens)
    .set({ usedOn: app.clock() })
    .where(and(eq(passwordTokens.id, stored.id), isNull(passwordTokens.usedOn)))
    .returning({ userId: passwordTokens.userId })
  if (spent.length === 0) throw linkProblem()
  await app.db.update(users).set({ passwordHash }).where(eq(users.id, stored.userId))
  return stored.userId
}
