// A storm: wrong passwords or passcodes from many addresses at once. The per-address throttles stop each address;
// the storm is the sum of them, which nobody sees unless it becomes an entry an Admin reads on the audit screen.

export const STORM_WINDOW_MS = 15 * 60 * 1000

/**
 * Failures in one window that make a storm. One address is refused after 10 wrong passwords for an account and after 5
 * wrong passcodes, so reaching these counts takes several addresses.
 */
export const STORM_THRESHOLDS = {
  /** Wrong passwords for one account, from every address together. */
  signInPerAccount: 25,
  /** Wrong passwords for any accounts (password spraying), from every address together. */
  signInAll: 100,
  /** Wrong checklist passcodes, from every address together (there is one passcode). */
  passcodeAll: 20,
} as const

/** True for the one failure that makes a window's count reach the threshold, so a storm is recorded once per window. */
export const startsStorm = (failuresInWindow: number, threshold: number): boolean => failuresInWindow === threshold

/** Is this entry one a person should look at: a storm the system recorded. */
export const isAuditAlert = (action: string): boolean => action.startsWith('system.')
