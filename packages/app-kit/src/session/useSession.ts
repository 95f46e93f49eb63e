import type { Session, SignInOutcome, SignInResponse } from '@vigil/domain'
import { useSyncExternalStore } from 'react'
import { readSession, signIn, signOut, subscribeSession } from './session.ts'

export interface SessionHandle {
  /** The stored signed-in user, or null. */
  session: Session | null
  signIn(answer: SignInResponse): SignInOutcome
  signOut(): void
}

/** The signed-in user, re-rendering when it changes (also from another tab). */
export function useSession(): SessionHandle {
  const session = useSyncExternalStore(subscribeSession, readSession, () => null)
  return { session, signIn, signOut }
}
