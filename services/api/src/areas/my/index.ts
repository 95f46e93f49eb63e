import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type CreatePasswordPayload,
  createPasswordStruct,
  type UpdatePasswordPayload,
  updatePasswordStruct,
} from '@vigil/domain'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index.ts'
import { signedInUser } from '../../http/authorize.ts'
import { ref } from '../../http/named-schemas.ts'
import { problemResponses } from '../../http/problem.ts'
import { setPasswordWithToken } from '../auth/password-links.ts'
import { hashPassword } from '../auth/passwords.ts'
import { revokeOtherSessions } from '../auth/sessions.ts'
import { CreatePasswordBody, EmptyAnswer, UpdatePasswordBody } from '../auth/schemas.ts'

/** The caller's own account: creating a first password from an emailed link, and changing it when signed in. */
export const myArea: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['My']

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
        payload: createPasswordStruct,
        rateLimit: { max: app.rateLimits.passwordResetPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const body = request.body as CreatePasswordPayload
      await setPasswordWithToken(app, body.passwordResetToken, ['create'], body.password)
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
        response: { 200: ref(EmptyAnswer), ...problemResponses },
      },
      config: { access: 'my.password', payload: updatePasswordStruct },
    },
    async (request) => {
      const user = signedInUser(request)
      const body = request.body as UpdatePasswordPayload
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(users.id, user.id))
      // Whoever else holds a session (a stolen one, say) is signed out; the caller stays signed in.
      await revokeOtherSessions(app, user.id, user.sessionId)
      return {}
    },
  )
}
