import type { ApiClientOptions } from '@vigil/api-client'
import { GlobalStyle } from '@vigil/ui'
import { StrictMode, useCallback } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom'
import { configureAppClient } from '../session/session.ts'
import { AppShell, NotFoundPage } from './AppShell.tsx'
import { keepTypedValues } from './keepTypedValues.ts'
import { loadPagesFor, PageShownContext, PreloadPagesContext, withLazyPages } from './lazyPages.tsx'

/** The one route table under the shell (guard, error page), with the spec's 404 page for unknown paths. */
export const appRoutes = (routes: RouteObject[]): RouteObject[] => [
  { element: <AppShell />, children: [...withLazyPages(routes), { path: '*', element: <NotFoundPage /> }] },
]

/** Renders routes prepared by `appRoutes` inside any router. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const preloadPages = useCallback((pathname: string) => loadPagesFor(routes, pathname), [routes])
  return <PreloadPagesContext value={preloadPages}>{useRoutes(routes)}</PreloadPagesContext>
}

export interface AppTreeProps {
  /** Routes prepared by `appRoutes`. */
  routes: RouteObject[]
  /** Told when each lazy page is first on screen (when hydrating: hydrated), with its prepared route. */
  onPageShown?: (route: RouteObject) => void
}

/**
 * What an app draws inside its router: the global styles and the routes. The browser and the build's prerender
 * (`prerenderApp`) draw this same tree, so that a prerendered page hydrates without a mismatch.
 */
export function AppTree({ routes, onPageShown }: AppTreeProps) {
  return (
    <PageShownContext value={onPageShown}>
      <GlobalStyle />
      <AppRoutes routes={routes} />
    </PageShownContext>
  )
}

export interface AppRootOptions {
  /** The app's routes (lazy pages: `lazy: () => import('./pages/Login/index.ts')`, a module exporting `Component`). */
  routes: RouteObject[]
  /** Where to render; `#root` by default. */
  container?: HTMLElement | null
  /** API client options (settings, storage); the sign-out handling is the kit's. */
  client?: Omit<ApiClientOptions, 'onSignedOut'>
}

/**
 * Starts an app: API client, global styles, router with the shell, guard and fallbacks. When the container already
 * holds the page the build prerendered for this address, the app hydrates it once the page's code is here (the page
 * stays on screen meanwhile); otherwise it renders from scratch. Resolves once the first render is under way.
 */
export async function createAppRoot({ routes, container, client }: AppRootOptions): Promise<void> {
  configureAppClient(client)
  const prepared = appRoutes(routes)
  const element = container ?? document.getElementById('root')
  if (!element) throw new Error('The page has no #root element to render the app into')
  const app = (onPageShown?: (route: RouteObject) => void) => (
    <StrictMode>
      <BrowserRouter>
        <AppTree routes={prepared} onPageShown={onPageShown} />
      </BrowserRouter>
    </StrictMode>
  )
  if (!element.hasChildNodes()) {
    createRoot(element).render(app())
    return
  }
  const waiting = new Set(await loadPagesFor(prepared, location.pathname))
  // Once the last of the address's pages is hydrated, what was typed into them before is handed to React.
  const pageHydrated = (route: RouteObject) => {
    if (waiting.delete(route) && waiting.size === 0) keepTypedValues(element)
  }
  hydrateRoot(element, app(pageHydrated))
}
