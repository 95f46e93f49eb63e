import { authMessages, createPasswordStruct, updatePasswordStruct } from '@vigil/domain'
import { problemResponses, signedInUser, validationProblem } from '@vigil/server-kit'
import { ref } from '../../http/named-schemas.ts'
import { isPasswordGuessRight, passwordGuessLimiter, tooManyGuesses } from '../auth/password-guesses.ts'
import { setPasswordWithToken } from '../auth/password-links.ts'
import { CreatePasswordBody, EmptyAnswer, UpdatePasswordBody } from '../auth/schemas.ts'
import { revokeOtherSessions } from '../auth/sessions.ts'
import { findUserById, storePassword } from '../auth/users.ts'
import { type AreaPlugin, bodyCheckedBy } from '../contract.ts'

/** The caller's own account: creating a first password from an emailed link, and changing it when signed in. */
export const myArea: AreaPlugin = async (app) => {
  const tags = ['My']
  // The current password is one more way to guess it: it counts against the sign-in throttle.
  const passwordGuesses = passwordGuessLimiter(app)
  const refused = tooManyGuesses(authMessages.tooManyPasswordGuesses, 'currentPassword')

  app.post(
    '/My/CreatePassword',
    {
      schema: {
        operationId: 'createPassword',
        tags,
        security: [],
        body: ref(CreatePasswordBody),
        response: { 200: ref(EmptyAnswer), ...problemResponses },
      },
      config: {
        access: 'auth.passwordReset',
        payload: bodyCheckedBy(CreatePasswordBody, createPasswordStruct),
        rateLimit: { max: app.rateLimits.passwordResetPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const body = request.body
      await setPasswordWithToken(app, body.passwordResetToken, 'customer', body.password)
      return {}
    },
  )

  app.post(
    '/My/UpdatePassword',
    {
      schema: {
        operationId: 'updatePassword',
        tags,
        body: ref(UpdatePasswordBody),
        response: { 200: ref(EmptyAnswer), ...problemResponses, 429: problemResponses[400] },
      },
      config: {
        access: 'my.password',
        payload: bodyCheckedBy(UpdatePasswordBody, updatePasswordStruct),
        rateLimit: { max: app.rateLimits.signInPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const body = request.body
      const found = await findUserById(app.db, user.id)
      const guess = {
        email: found?.user.email ?? '',
        address: request.ip,
        passwordHash: found?.user.passwordHash,
        password: body.currentPassword,
      }
      if (!found || !(await isPasswordGuessRight(app, passwordGuesses, guess, refused))) {
        throw validationProblem({ currentPassword: authMessages.currentPasswordWrong })
      }
      await storePassword(app.db, user.id, body.password)
      // Whoever else holds a session (a stolen one, say) is signed out; the caller stays signed in.
      await revokeOtherSessions(app, user.id, user.sessionId)
      return {}
    },
  )
}
