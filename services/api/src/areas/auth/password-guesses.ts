import { type Refusal, tooManyTries } from '@vigil/domain'
import { slowDown } from '@vigil/server-kit'
import { hashPassword, verifyPassword } from '@vigil/server-kit/passwords'
import { AccountLimiter } from '../../http/account-limiter.ts'
import type { ApiServices } from '../../services.ts'

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000

// Verifying against a real hash when the account does not exist keeps the answer time the same.
let decoyHash: Promise<string> | undefined
const decoy = () => {
  decoyHash ??= hashPassword('Decoy-password-1')
  return decoyHash
}

/** Wrong passwords per account: counted in the database, so sign-in and the password change count together. */
export const passwordGuessLimiter = (app: ApiServices) =>
  new AccountLimiter(() => app.db, 'failed-sign-in', app.rateLimits.failedSignInsPerAccount, FIFTEEN_MINUTES_MS)

export type PasswordGuess = {
  /** The account's email, as typed or as stored: it is compared without case. */
  email: string
  address: string
  /** None (no such account, or no password yet): checked against a decoy so it takes as long, and always wrong. */
  passwordHash: string | null | undefined
  password: string
}

/**
 * Checks one password guess. Wrong ones are counted per account and address: that address is refused for the
 * account (15 minutes) after the limit, while the owner elsewhere still gets in. Wrong ones for the account from
 * every address together only slow the answers down (growing delays), so nobody can lock an owner out.
 */
export async function isPasswordGuessRight(
  app: ApiServices,
  guesses: AccountLimiter,
  guess: PasswordGuess,
  refused: () => Refusal,
): Promise<boolean> {
  const now = app.clock()
  const account = guess.email.trim().toLowerCase()
  const fromAddress = `${account}|${guess.address}`
  if (await guesses.isBlocked(fromAddress, now)) throw refused()
  await slowDown((await guesses.count(account, now)) - guesses.limit + 1)
  const right = await verifyPassword(guess.passwordHash ?? (await decoy()), guess.password.trim())
  if (!right || !guess.passwordHash) {
    await guesses.record(fromAddress, now)
    await guesses.record(account, now)
    return false
  }
  await guesses.clear(fromAddress)
  await guesses.clear(account)
  return true
}

/** Too many tries, with the message under the field that took the password. */
export const tooManyGuesses = (message: string, field: string) => () => tooManyTries(message, field)
