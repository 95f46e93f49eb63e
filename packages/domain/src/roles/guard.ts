import { ACCOUNT_HOLDER_SIGN_IN_MESSAGE } from '../messages.ts'
import { roleCan } from './permissions.ts'
import { routeAction } from './route-access.ts'
import { isStaffAdminRole, ROUTES } from './routes.ts'
import type { Session } from './types.ts'

/** POST /Auth/SignInByEmail answers the session itself. */
export type SignInResponse = Session

export type SignInOutcome = { ok: true; session: Session; redirectTo: string } | { ok: false; message: string }

/** Account holders use the mobile app: their successful sign-in is refused and nothing is stored. */
export const signInOutcome = (response: SignInResponse): SignInOutcome => {
  if (response.userRole === 'Account-Holder') return { ok: false, message: ACCOUNT_HOLDER_SIGN_IN_MESSAGE }
  const { accessToken, refreshToken, userId, userRole } = response
  return { ok: true, session: { accessToken, refreshToken, userId, userRole }, redirectTo: ROUTES.agent }
}

export interface SignInFailureBody {
  message?: string | null
  errors?: Record<string, readonly string[] | undefined> | null
}

/** The body's message, else the first validation error for the Email field (any casing), else null. */
export const signInFailureMessage = (body: SignInFailureBody | null | undefined): string | null => {
  if (body?.message) return body.message
  const emailKey = Object.keys(body?.errors ?? {}).find((key) => key.toLowerCase() === 'email')
  return (emailKey && body?.errors?.[emailKey]?.[0]) || null
}

export const LOGOUT_REDIRECT = { to: ROUTES.index, replace: true } as const

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string }

const ALLOW: RouteDecision = { kind: 'allow' }
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to })

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * The agent area opens only for a stored signed-in user; the admin pages only for Admin and Technical-Agent
 * (the spec leaves this open; it matches the menu); a page whose data the role may not use (ROUTE_ACCESS, the role
 * table's actions) sends the user to their home, /agent. A signed-in user on the login page goes to /agent.
 */
export const guardRoute = (pathname: string, session: Session | null): RouteDecision => {
  const signedIn = session !== null && session.userRole !== 'Account-Holder'
  const inAgentArea = isUnder(pathname, '/agent')
  const inAdminArea = isUnder(pathname, '/admin')
  if ((inAgentArea || inAdminArea) && !signedIn) return redirect(ROUTES.index)
  if (inAdminArea && !isStaffAdminRole(session?.userRole)) return redirect(ROUTES.agent)
  const action = inAgentArea || inAdminArea ? routeAction(pathname) : null
  if (action && !roleCan(session?.userRole, action)) return redirect(ROUTES.agent)
  if (pathname === ROUTES.login && signedIn) return redirect(ROUTES.agent)
  return ALLOW
}
