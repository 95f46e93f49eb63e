import { LinkButton, NotFound, NoticeRegion, Page, UnexpectedError } from '@vigil/ui'
import { Component, type ReactNode, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { usePageTitle } from '../page/usePageTitle.ts'
import { RouteGuard, RouterLinks, SignedOutRedirect } from '../session/routing.tsx'
import { PageLoading } from './PageLoading.tsx'

/**
 * The root route's element in every app: router links, the route guard, sign-out to '/', route errors caught, and
 * the notices that say an action finished (outside the pages, so a page that navigates away keeps its notice).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <RouterLinks>
      <SignedOutRedirect />
      <RouteGuard>
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </RouteErrorBoundary>
      </RouteGuard>
      <NoticeRegion />
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

/** The spec's default page when a route fails (a lazy page whose code does not load included). */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageTitle('Error')
  const detail = error instanceof Error ? error.message : undefined
  return (
    <Page>
      <UnexpectedError detail={detail} />
    </Page>
  )
}

type BoundaryProps = { pathname: string; children: ReactNode }
type BoundaryState = { error: unknown; pathname: string }

/** Catches a page's error; going to another address clears it (without remounting the layout around it). */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname }
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}
