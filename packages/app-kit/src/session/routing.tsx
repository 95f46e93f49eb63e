import { guardRoute, indexRedirect, LOGOUT_REDIRECT } from '@vigil/domain'
import { RouterProvider } from '@vigil/ui'
import { type ReactNode, useEffect } from 'react'
import { Navigate, type NavigateOptions, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom'
import { onSignedOut } from './session.ts'
import { useSession } from './useSession.ts'

/** A URL with a scheme (mailto:, tel:, https:) is no route: react-router would resolve it under the current path. */
const hasScheme = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href)

function useRouterHref(href: string): string {
  const routed = useHref(href)
  return hasScheme(href) ? href : routed
}

/** Every kit link and menu entry with an href routes through react-router (client-side, with real hrefs). */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <RouterProvider
      navigate={(to, options) => navigate(to, options as unknown as NavigateOptions)}
      useHref={useRouterHref}
    >
      {children}
    </RouterProvider>
  )
}

/**
 * The route guard (the domain's `guardRoute`): the agent and admin areas need a stored staff user, the login page
 * sends a signed-in user on to /agent. Renders its children, or the matched child route.
 */
export function RouteGuard({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  const { session } = useSession()
  const decision = guardRoute(pathname, session)
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />
  return children ?? <Outlet />
}

/** When the session ends (Logout, or a refresh that failed) the app goes to '/' replacing history. */
export function SignedOutRedirect() {
  const navigate = useNavigate()
  useEffect(() => onSignedOut(() => navigate(LOGOUT_REDIRECT.to, { replace: LOGOUT_REDIRECT.replace })), [navigate])
  return null
}

/** The index route: the customer host (app.…) goes to /sign-up, every other host to /login. */
export function IndexRedirect() {
  return <Navigate to={indexRedirect(globalThis.location?.hostname ?? '')} replace />
}
