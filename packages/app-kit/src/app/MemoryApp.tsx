import { useState } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { appRoutes } from './createAppRoot.tsx'

export interface MemoryAppProps {
  routes: RouteObject[]
  /** The address the app starts at, e.g. '/login' or '/reset-password?token=abc'. */
  path: string
}

/** An app's routes in memory, under the same shell and guard: for stories and tests. */
export function MemoryApp({ routes, path }: MemoryAppProps) {
  const [router] = useState(() => createMemoryRouter(appRoutes(routes), { initialEntries: [path] }))
  return <RouterProvider router={router} />
}
