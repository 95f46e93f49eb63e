import type { ApiClientOptions } from '@vigil/api-client'
import { GlobalStyle } from '@vigil/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom'
import { configureAppClient } from '../session/session.ts'
import { AppShell, NotFoundPage } from './AppShell.tsx'
import { withLazyPages } from './lazyPages.tsx'

/** The one route table under the shell (guard, error page), with the spec's 404 page for unknown paths. */
export const appRoutes = (routes: RouteObject[]): RouteObject[] => [
  { element: <AppShell />, children: [...withLazyPages(routes), { path: '*', element: <NotFoundPage /> }] },
]

/** Renders routes prepared by `appRoutes` inside any router. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

export interface AppRootOptions {
  /** The app's routes (lazy pages: `lazy: () => import('./pages/Login/index.ts')`, a module exporting `Component`). */
  routes: RouteObject[]
  /** Where to render; `#root` by default. */
  container?: HTMLElement | null
  /** API client options (settings, storage); the sign-out handling is the kit's. */
  client?: Omit<ApiClientOptions, 'onSignedOut'>
}

/** Starts an app: API client, global styles, router with the shell, guard and fallbacks. */
export function createAppRoot({ routes, container, client }: AppRootOptions) {
  configureAppClient(client)
  const prepared = appRoutes(routes)
  const element = container ?? document.getElementById('root')
  if (!element) throw new Error('The page has no #root element to render the app into')
  createRoot(element).render(
    <StrictMode>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes routes={prepared} />
      </BrowserRouter>
    </StrictMode>,
  )
}
