import type { SignInPayload } from '@vigil/domain'
import { authMessages, invalidFields } from '@vigil/domain'
import type { AccountLimiter } from '../../http/account-limiter.ts'
import type { ApiServices } from '../../services.ts'
import { isPasswordGuessRight, tooManyGuesses } from './password-guesses.ts'
import { startSession } from './sessions.ts'
import { findUserByEmail } from './users.ts'

/** Signs in by email and password (errors keyed `email`, as the payload names it); wrong passwords are throttled per account and address (password-guesses.ts). */
export async function signIn(app: ApiServices, body: SignInPayload, failedSignIns: AccountLimiter, address: string) {
  const found = await findUserByEmail(app.db, body.email)
  const guess = { email: body.email, address, passwordHash: found?.user.passwordHash, password: body.password }
  const right = await isPasswordGuessRight(
    app,
    failedSignIns,
    guess,
    tooManyGuesses(authMessages.tooManySignIns, 'email'),
  )
  if (!right || !found) throw invalidFields({ email: authMessages.invalidCredentials })
  return startSession(app, { id: found.user.id, role: found.roleName })
}
