import { useState } from 'react'
import { MemoryRouter, type RouteObject } from 'react-router-dom'
import { AppRoutes, appRoutes } from './createAppRoot.tsx'

export interface MemoryAppProps {
  routes: RouteObject[]
  /** The address the app starts at, e.g. '/login' or '/reset-password?token=abc'. */
  path: string
}

/** An app's routes in memory, under the same shell and guard: for stories and tests. */
export function MemoryApp({ routes, path }: MemoryAppProps) {
  const [prepared] = useState(() => appRoutes(routes))
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={prepared} />
    </MemoryRouter>
  )
}
