import { DEFAULT_PHONE_CODE } from '../constants.ts'

/** What sign-up keeps in session storage (key userPhoneNumber) for Verify Account. */
export interface StoredPhoneNumber {
  PhoneCode: number
  PhoneNumber: string
}

export function storedPhoneNumberText(phone: { PhoneCode?: number; PhoneNumber: string }): string {
  return JSON.stringify({ PhoneCode: phone.PhoneCode ?? DEFAULT_PHONE_CODE, PhoneNumber: phone.PhoneNumber })
}

/** Reads the stored value; anything missing or malformed reads as nothing stored. */
export function parseStoredPhoneNumber(text: string | null | undefined): StoredPhoneNumber | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { PhoneCode, PhoneNumber } = value as Record<string, unknown>
    if (typeof PhoneNumber !== 'string' || PhoneNumber === '') return undefined
    return { PhoneCode: typeof PhoneCode === 'number' ? PhoneCode : DEFAULT_PHONE_CODE, PhoneNumber }
  } catch {
    return undefined
  }
}
