import type { RouteObject } from 'react-router-dom'

export const routes: RouteObject[] = [{ path: 'installation-checklist', lazy: () => import('./checklist/route.ts') }]
