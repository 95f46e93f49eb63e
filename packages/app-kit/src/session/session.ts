import { type ApiClientOptions, apiClient, configureApiClient } from '@vigil/api-client'
import {
  SESSION_STORAGE_KEY,
  type Session,
  type SignInOutcome,
  type SignInResponse,
  signInOutcome,
} from '@vigil/domain'

// The signed-in user lives in the API client's store (local storage 'authorised-user'); this module only tells React
// when it changed, keeping one parsed copy so every render between changes sees the same object.
const listeners = new Set<() => void>()
const signedOutListeners = new Set<() => void>()
let snapshot: Session | null | undefined

const notify = () => {
  snapshot = undefined
  for (const listener of listeners) listener()
}

const onStorage = (event: StorageEvent) => {
  if (event.key === SESSION_STORAGE_KEY || event.key === null) notify()
}

export const readSession = (): Session | null => {
  snapshot ??= apiClient().readSession()
  return snapshot
}

export const subscribeSession = (listener: () => void): (() => void) => {
  // Another tab signing in or out changes this tab's session too.
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** Keeps a staff sign-in answer; an Account-Holder is refused with the spec's message and nothing is stored. */
export const signIn = (answer: SignInResponse): SignInOutcome => {
  const outcome = signInOutcome(answer)
  if (outcome.ok) {
    apiClient().signIn(outcome.session)
    notify()
  }
  return outcome
}

/** Clears the session; the app then goes to '/' replacing history (see `configureAppClient`). */
export const signOut = (): void => apiClient().signOut()

/** Runs when the session ends, by Logout or because the token could not be refreshed; returns the unsubscribe. */
export const onSignedOut = (listener: () => void): (() => void) => {
  signedOutListeners.add(listener)
  return () => void signedOutListeners.delete(listener)
}

const signedOut = () => {
  notify()
  for (const listener of signedOutListeners) listener()
}

/**
 * Configures the one API client for an app: its options, with sign-out (Logout, or a failed refresh) reported to the
 * app so it can leave for '/' without reloading. `createAppRoot` calls it; stories call it with their own settings.
 */
export const configureAppClient = (options: Omit<ApiClientOptions, 'onSignedOut'> = {}) => {
  const client = configureApiClient({ ...options, onSignedOut: signedOut })
  notify()
  return client
}
