import type { RouteObject } from 'react-router-dom'

/** The customer app's routes; every page lazy, so /success carries only what /success needs. */
export const customerRoutes: RouteObject[] = [
  { path: '/sign-up', lazy: () => import('./pages/SignUp/index.ts') },
  { path: '/verify-account', lazy: () => import('./pages/VerifyAccount/index.ts') },
  { path: '/success', lazy: () => import('./pages/Success/index.ts') },
  { path: '/create-password', lazy: () => import('./pages/CreatePassword/index.ts') },
]
