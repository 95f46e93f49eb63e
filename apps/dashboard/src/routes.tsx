import { type HubProviderProps, IndexRedirect } from '@vigil/app-kit'
import { type OnboardingList, ROUTES } from '@vigil/domain'
import { Navigate, type RouteObject } from 'react-router-dom'

// Every page is its own chunk, loaded when its route matches: /login carries only what /login needs.

const redirect = (to: string) => <Navigate to={to} replace />

/** The three onboarding lists share one page (one chunk), told which list it shows. */
const onboardingList =
  (list: OnboardingList): RouteObject['lazy'] =>
  async () => {
    const { OnboardingLists } = await import('./pages/OnboardingLists/index.ts')
    return { element: <OnboardingLists list={list} /> }
  }

/** A company's view and its link-user mode share one page. */
const companyView =
  (linkMode: boolean): RouteObject['lazy'] =>
  async () => {
    const { CompanyView } = await import('./pages/CompanyView/index.ts')
    return { element: <CompanyView linkMode={linkMode} /> }
  }

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
          { path: 'clients/all', lazy: () => import('./pages/Clients/index.ts') },
          { path: 'map', lazy: () => import('./pages/FleetMap/index.ts') },
          {
            path: 'clients/:clientId/vehicle/:vehicleId/history',
            lazy: () => import('./pages/VehicleHistory/index.ts'),
          },
          { path: 'clients/:clientId/account/view', lazy: () => import('./pages/AccountView/index.ts') },
          { path: 'onboarding', element: redirect(ROUTES.outstandingDetails) },
          { path: 'onboarding/outstanding-details', lazy: onboardingList('outstandingDetails') },
          { path: 'onboarding/booking-pending', lazy: onboardingList('bookingPending') },
          { path: 'onboarding/scheduled', lazy: onboardingList('scheduled') },
          { path: 'onboarding/client/add', lazy: () => import('./pages/OnboardingAccountHolder/index.ts') },
          { path: 'onboarding/client/:clientId/add-driver', lazy: () => import('./pages/OnboardingDriver/index.ts') },
          {
            path: 'onboarding/client/:clientId/installation',
            lazy: () => import('./pages/OnboardingInstallation/index.ts'),
          },
          { path: 'onboarding/client/:clientId/payment', lazy: () => import('./pages/OnboardingPayment/index.ts') },
          { path: 'companies', element: redirect(ROUTES.companies) },
          { path: 'companies/all', lazy: () => import('./pages/Companies/index.ts') },
          { path: 'companies/:companyId/view', lazy: companyView(false) },
          { path: 'companies/:companyId/link-user', lazy: companyView(true) },
          { path: 'burnin', element: redirect(ROUTES.burnIn) },
          { path: 'burnin/all', lazy: () => import('./pages/BurnIn/index.ts') },
          { path: 'devices', element: redirect(ROUTES.devices) },
          { path: 'devices/all', lazy: () => import('./pages/Devices/index.ts') },
          { path: 'alarms', element: redirect(ROUTES.alarms) },
          { path: 'alarms/all', lazy: () => import('./pages/Alarms/index.ts') },
          { path: 'rules/:area?', lazy: () => import('./pages/Rules/index.ts') },
          { path: 'notifications', lazy: () => import('./pages/Notifications/index.ts') },
        ],
      },
      {
        path: 'admin',
        children: [
          { index: true, element: redirect(ROUTES.agent) },
          { path: 'add-agent', lazy: () => import('./pages/AdminAddAgent/index.ts') },
          { path: 'add-company', lazy: () => import('./pages/AdminAddCompany/index.ts') },
          { path: 'checklist-passcode', lazy: () => import('./pages/AdminChecklistPasscode/index.ts') },
          { path: 'audit', lazy: () => import('./pages/AdminAudit/index.ts') },
        ],
      },
    ],
  },
]

export const routes = createRoutes()
