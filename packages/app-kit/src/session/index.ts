export { IndexRedirect, RouteGuard, RouterLinks, SignedOutRedirect } from './routing.tsx'
export { configureAppClient, onSignedOut, readSession, signIn, signOut, subscribeSession } from './session.ts'
export { type SessionHandle, useSession } from './useSession.ts'
