import type { ApiClientOptions } from '@vigil/api-client'
import { GlobalStyle } from '@vigil/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { configureAppClient } from '../session/session.ts'
import { AppShell, NotFoundPage, PageLoading, RouteErrorPage } from './AppShell.tsx'

/** The one route table under the shell, with the spec's 404 page for unknown paths and its route error page. */
export const appRoutes = (routes: RouteObject[]): RouteObject[] => [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [...routes, { path: '*', element: <NotFoundPage /> }],
  },
]

export interface AppRootOptions {
  /** The app's routes (lazy pages: `lazy: () => import('./pages/Login/index.ts')`). */
  routes: RouteObject[]
  /** Where to render; `#root` by default. */
  container?: HTMLElement | null
  /** API client options (settings, storage); the sign-out handling is the kit's. */
  client?: Omit<ApiClientOptions, 'onSignedOut'>
}

/** Starts an app: API client, global styles, router with the shell, guard and fallbacks. */
export function createAppRoot({ routes, container, client }: AppRootOptions) {
  configureAppClient(client)
  const router = createBrowserRouter(appRoutes(routes))
  const element = container ?? document.getElementById('root')
  if (!element) throw new Error('The page has no #root element to render the app into')
  createRoot(element).render(
    <StrictMode>
      <GlobalStyle />
      <RouterProvider router={router} />
    </StrictMode>,
  )
  return router
}
