import type { SignInPayload } from '@vigil/domain'
import type { FastifyInstance } from 'fastify'
import type { AccountLimiter } from '../../http/account-limiter.ts'
import { Problem, validationProblem } from '../../http/problem.ts'
import { slowDown } from '../../http/slow-down.ts'
import { authMessages } from './messages.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { startSession } from './sessions.ts'
import { findUserByEmail } from './users.ts'

// Verifying against a real hash when the account does not exist keeps the answer time the same.
let decoyHash: Promise<string> | undefined
const decoy = () => {
  decoyHash ??= hashPassword('Decoy-password-1')
  return decoyHash
}

/**
 * Signs in by email and password. Wrong passwords are counted per account and address: that address is refused
 * for the account (15 minutes) after the limit, while the owner elsewhere still signs in. Wrong passwords for the
 * account from every address together only slow the answers down (growing delays), so nobody can lock an owner out.
 */
export async function signIn(
  app: FastifyInstance,
  body: SignInPayload,
  failedSignIns: AccountLimiter,
  address: string,
) {
  const now = app.clock()
  const account = body.email.trim().toLowerCase()
  const fromAddress = `${account}|${address}`
  if (await failedSignIns.isBlocked(fromAddress, now)) {
    throw new Problem(429, 'Too Many Requests', authMessages.tooManySignIns, { Email: [authMessages.tooManySignIns] })
  }
  await slowDown((await failedSignIns.count(account, now)) - failedSignIns.limit + 1)
  const found = await findUserByEmail(app.db, body.email)
  const valid = await verifyPassword(found?.user.passwordHash ?? (await decoy()), body.password.trim())
  if (!found || !valid) {
    await failedSignIns.record(fromAddress, now)
    await failedSignIns.record(account, now)
    throw validationProblem({ Email: authMessages.invalidCredentials })
  }
  await failedSignIns.clear(fromAddress)
  await failedSignIns.clear(account)
  return startSession(app, { id: found.user.id, role: found.roleName })
}
