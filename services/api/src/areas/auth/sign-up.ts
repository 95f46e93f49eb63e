import { users } from '@vigil/db/schema'
import type { SignUpPayload } from '@vigil/domain'
import { authMessages, invalidFields } from '@vigil/domain'
import { hashPassword } from '@vigil/server-kit/passwords'
import { and, eq } from 'drizzle-orm'
import type { ApiServices } from '../../services.ts'
import { PHONE_CODE_RESEND_COOLDOWN_SECONDS, startPhoneConfirmation } from './phone-confirmation.ts'
import { findUserByEmail, normalisePhoneNumber, roleId, storedPerson } from './users.ts'

/** A customer signs up: a new Account-Holder whose cellphone number is then confirmed with a one-time code. */
export async function signUp(app: ApiServices, body: SignUpPayload, remoteIp: string) {
  if (!(await app.verifyTurnstile(body.turnstileToken, remoteIp))) {
    throw invalidFields({ turnstileToken: authMessages.challengeFailed })
  }
  const phoneNumber = normalisePhoneNumber(body.PhoneNumber)
  if (await findUserByEmail(app.db, body.Email)) throw invalidFields({ Email: authMessages.emailTaken })
  const [samePhone] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneCode, body.PhoneCode), eq(users.phoneNumber, phoneNumber), eq(users.phoneConfirmed, true)))
  if (samePhone) throw invalidFields({ PhoneNumber: authMessages.phoneTaken })

  const now = app.clock()
  const [created] = await app.db
    .insert(users)
    .values({
      roleId: await roleId(app.db, 'Account-Holder'),
      ...storedPerson(body),
      passwordHash: await hashPassword(body.Password.trim()),
      acceptedTermsAndConditionsAndPolicy: body.AcceptedTermsAndConditionsAndPolicy,
      acceptedToAllowInformationToBeUsedToContact: body.AcceptedToAllowInformationToBeUsedToContact,
      consentsAcceptedOn: now,
      createdOn: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  // A concurrent sign-up with the same email won the unique index.
  if (!created) throw invalidFields({ Email: authMessages.emailTaken })
  await startPhoneConfirmation(app, { id: created.id, phoneCode: body.PhoneCode, phoneNumber })
  return {
    id: created.id,
    phoneCode: body.PhoneCode,
    phoneNumber,
    resendAfterSeconds: PHONE_CODE_RESEND_COOLDOWN_SECONDS,
  }
}
