import { LinkButton, NotFound, Page, Spinner, UnexpectedError } from '@vigil/ui'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { usePageTitle } from '../page/usePageTitle.ts'
import { RouteGuard, RouterLinks, SignedOutRedirect } from '../session/routing.tsx'

/** The root route's element in every app: router links, the route guard, sign-out to '/'. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <RouterLinks>
      <SignedOutRedirect />
      <RouteGuard>{children}</RouteGuard>
    </RouterLinks>
  )
}

/** The spec's fallback for unknown paths. */
export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <Page>
      <NotFound
        action={
          <LinkButton href="/" variant="primary">
            Go home
          </LinkButton>
        }
      />
    </Page>
  )
}

/** The spec's default page when a route fails (a lazy chunk that does not load included). */
export function RouteErrorPage() {
  const error = useRouteError()
  usePageTitle('Error')
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined
  return (
    <RouterLinks>
      <Page>
        <UnexpectedError detail={detail} />
      </Page>
    </RouterLinks>
  )
}

/** Shown while a lazy page's code loads on the first visit. */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner label="Loading page" size={32} />
    </div>
  )
}
