import type { SignInPayload } from '@vigil/domain'
import type { FastifyInstance } from 'fastify'
import type { AccountLimiter } from '../../http/account-limiter.ts'
import { Problem, validationProblem } from '../../http/problem.ts'
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

export async function signIn(app: FastifyInstance, body: SignInPayload, failedSignIns: AccountLimiter) {
  const now = app.clock()
  const key = body.email.trim().toLowerCase()
  if (await failedSignIns.isBlocked(key, now)) {
    throw new Problem(429, 'Too Many Requests', authMessages.tooManySignIns, { Email: [authMessages.tooManySignIns] })
  }
  const found = await findUserByEmail(app.db, body.email)
  const valid = await verifyPassword(found?.user.passwordHash ?? (await decoy()), body.password.trim())
  if (!found || !valid) {
    await failedSignIns.record(key, now)
    throw validationProblem({ Email: authMessages.invalidCredentials })
  }
  await failedSignIns.clear(key)
  return startSession(app, { id: found.user.id, role: found.roleName })
}
