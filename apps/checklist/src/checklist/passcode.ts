import { PASSCODE_HEADER } from '@vigil/domain'

/** The options that send the passcode with one call; the passcode lives in the page's memory only. */
export const withPasscode = (passcode: string): RequestInit => ({ headers: { [PASSCODE_HEADER]: passcode } })

/** Serials go into call paths. */
export const serialPath = (serial: string): string => encodeURIComponent(serial.trim())
