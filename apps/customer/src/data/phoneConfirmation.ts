import { ApiError, confirmPhone, resendPhoneConfirmation } from '@vigil/api-client'
import { failureText } from '@vigil/app-kit'
import type { StoredPhoneNumber } from '@vigil/domain'

/** POST /Auth/ConfirmPhone with the stored number and the six digits. */
export const sendPhoneConfirmation = (phone: StoredPhoneNumber, code: string) =>
  confirmPhone({ PhoneCode: phone.PhoneCode, PhoneNumber: phone.PhoneNumber, PhoneConfirmationToken: code })

/** POST /Auth/ResendPhoneConfirmation; the answer says how long until the next one may be requested. */
export const requestNewCode = (phone: StoredPhoneNumber) =>
  resendPhoneConfirmation({ phoneCode: phone.PhoneCode, phoneNumber: phone.PhoneNumber })

/** The spec lists the values of the server's errors object as alerts under the boxes. */
export function errorMessages(error: unknown): string[] {
  const messages = error instanceof ApiError ? error.fieldMessages : []
  return messages.length > 0 ? [...new Set(messages)] : [failureText(error)]
}

/** How long the server said to wait before asking again, when it refused for that reason. */
export const retryAfterSeconds = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.retryAfterSeconds : undefined
