import { type HubProviderProps, IndexRedirect } from '@vigil/app-kit'
import { ROUTES } from '@vigil/domain'
import { Navigate, type RouteObject } from 'react-router-dom'

// Every page is its own chunk, loaded when its route matches: /login carries only what /login needs.

/** A page the next issues fill: its route, title and frame, with the kit's empty state for a body. */
const placeholder =
  (area: string, heading: string): RouteObject['lazy'] =>
  async () => {
    const { AreaPlaceholder } = await import('./pages/AreaPlaceholder/index.ts')
    return { element: <AreaPlaceholder area={area} heading={heading} /> }
  }

const redirect = (to: string) => <Navigate to={to} replace />

export interface RouteOptions {
  /** The agent layout's hub connection; the API's by default (stories pass a fake). */
  hub?: Pick<HubProviderProps, 'open' | 'wait'>
}

/** The dashboard's one route table (spec §2); the app root adds the 404 page and the route error page. */
export const createRoutes = ({ hub }: RouteOptions = {}): RouteObject[] => [
  { index: true, element: <IndexRedirect /> },
  { path: 'login', lazy: () => import('./pages/Login/index.ts') },
  { path: 'forgot-password', lazy: () => import('./pages/ForgotPassword/index.ts') },
  { path: 'reset-password', lazy: () => import('./pages/ResetPassword/index.ts') },
  {
    lazy: async () => {
      const { AgentLayout } = await import('./pages/AgentLayout/index.ts')
      return { element: <AgentLayout hub={hub} /> }
    },
    children: [
      {
        path: 'agent',
        children: [
          { index: true, element: redirect(ROUTES.clients) },
          { path: 'clients', element: redirect(ROUTES.clients) },
          { path: 'clients/all', lazy: placeholder('Agent', 'Clients') },
          {
            path: 'clients/:clientId/vehicle/:vehicleId/history',
            lazy: placeholder('Vehicle History', 'Vehicle history'),
          },
          { path: 'clients/:clientId/account/view', lazy: placeholder('View Account', 'Account') },
          { path: 'onboarding', element: redirect(ROUTES.outstandingDetails) },
          { path: 'onboarding/outstanding-details', lazy: placeholder('Agent', 'Outstanding details') },
          { path: 'onboarding/booking-pending', lazy: placeholder('Agent', 'Booking pending') },
          { path: 'onboarding/scheduled', lazy: placeholder('Agent', 'Scheduled installations') },
          { path: 'onboarding/client/add', lazy: placeholder('Add Account', 'Add a new account') },
          { path: 'onboarding/client/:clientId/add-driver', lazy: placeholder('Add Driver', 'Add driver and vehicle') },
          { path: 'onboarding/client/:clientId/installation', lazy: placeholder('Installation', 'Installation') },
          { path: 'onboarding/client/:clientId/payment', lazy: placeholder('Payment', 'Payment') },
          { path: 'companies', element: redirect(ROUTES.companies) },
          { path: 'companies/all', lazy: placeholder('Agent', 'Companies') },
          { path: 'companies/:companyId/view', lazy: placeholder('View Company', 'Company') },
          { path: 'companies/:companyId/link-user', lazy: placeholder('Link User', 'Link a user') },
          { path: 'burnin', element: redirect(ROUTES.burnIn) },
          { path: 'burnin/all', lazy: placeholder('Burn In', 'Burn-in devices') },
        ],
      },
      {
        path: 'admin',
        children: [
          { index: true, element: redirect(ROUTES.agent) },
          { path: 'add-agent', lazy: placeholder('Add Agent', 'Add agent to dashboard') },
          { path: 'add-company', lazy: placeholder('Add Company', 'Add company to dashboard') },
        ],
      },
    ],
  },
]

export const routes = createRoutes()
