import {
  PHONE_NUMBER_STORAGE_KEY,
  parseStoredPhoneNumber,
  type StoredPhoneNumber,
  storedPhoneNumberText,
} from '@vigil/domain'

/** Sign-up keeps the cellphone number for Verify Account in session storage (the spec's userPhoneNumber). */
export function rememberPhoneNumber(phone: { PhoneCode?: number; PhoneNumber: string }): void {
  sessionStorage.setItem(PHONE_NUMBER_STORAGE_KEY, storedPhoneNumberText(phone))
}

export function storedPhoneNumber(): StoredPhoneNumber | undefined {
  return parseStoredPhoneNumber(sessionStorage.getItem(PHONE_NUMBER_STORAGE_KEY))
}

/** After the phone is confirmed the spec clears session storage as a whole. */
export function clearSessionStorage(): void {
  sessionStorage.clear()
}
