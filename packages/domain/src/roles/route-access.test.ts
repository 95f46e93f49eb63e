import { describe, expect, it } from 'vitest'
import { guardRoute } from './guard.ts'
import { PERMISSION_ACTIONS } from './permissions.ts'
import { ROUTE_ACCESS, routeAction } from './route-access.ts'
import { ROUTES } from './routes.ts'
import type { Session } from './types.ts'

const session = (userRole: string): Session => ({ accessToken: 'a', refreshToken: 'r', userId: 7, userRole })

const ROLES = ['Admin', 'Technical-Agent', 'Company-Admin', 'Sales-Agent', 'Account-Holder', null] as const

/** open: the page renders; home: sent to /agent; out: sent to / (no signed-in staff user). */
type Outcome = 'open' | 'home' | 'out'
const outcome = (pathname: string, role: string | null): Outcome => {
  const decision = guardRoute(pathname, role === null ? null : session(role))
  if (decision.kind === 'allow') return 'open'
  return decision.to === ROUTES.agent ? 'home' : 'out'
}

// Every route of the dashboard's route table, one column per role (Admin, Technical-Agent, Company-Admin, another
// agent role, Account-Holder, nobody signed in).
const TABLE: [path: string, outcomes: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]][] = [
  ['/agent', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/agent/clients', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/agent/clients/all', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/agent/clients/5/vehicle/9/history', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/agent/clients/5/account/view', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/agent/onboarding', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/outstanding-details', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/booking-pending', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/scheduled', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/client/add', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/client/5/add-driver', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/client/5/installation', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/onboarding/client/5/payment', ['open', 'open', 'home', 'open', 'out', 'out']],
  ['/agent/companies', ['open', 'open', 'open', 'home', 'out', 'out']],
  ['/agent/companies/all', ['open', 'open', 'open', 'home', 'out', 'out']],
  ['/agent/companies/3/view', ['open', 'open', 'open', 'home', 'out', 'out']],
  ['/agent/companies/3/link-user', ['open', 'open', 'open', 'home', 'out', 'out']],
  ['/agent/burnin', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/agent/burnin/all', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/agent/devices', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/agent/devices/all', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/agent/alarms', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/agent/alarms/all', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/admin', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/admin/add-agent', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/admin/add-company', ['open', 'open', 'home', 'home', 'out', 'out']],
  ['/admin/checklist-passcode', ['open', 'home', 'home', 'home', 'out', 'out']],
  // An unknown path inside the area is the 404 page for whoever may be in the area.
  ['/agent/no-such-page', ['open', 'open', 'open', 'open', 'out', 'out']],
  ['/login', ['home', 'home', 'home', 'home', 'open', 'open']],
  ['/forgot-password', ['open', 'open', 'open', 'open', 'open', 'open']],
  ['/reset-password', ['open', 'open', 'open', 'open', 'open', 'open']],
]

describe('the dashboard route guard follows the role table', () => {
  it.each(TABLE)('%s', (path, outcomes) => {
    expect(ROLES.map((role) => outcome(path, role))).toEqual(outcomes)
  })

  it("sends every role home to a page it may open, so a redirect never loops or lands on a page it can't use", () => {
    for (const role of ROLES.filter((each) => each !== null && each !== 'Account-Holder')) {
      expect(outcome(ROUTES.agent, role)).toBe('open')
      expect(outcome(ROUTES.clients, role)).toBe('open')
    }
  })

  it('names only actions of the permissions table and matches by whole segments', () => {
    for (const action of Object.values(ROUTE_ACCESS)) expect(PERMISSION_ACTIONS).toContain(action)
    expect(routeAction('/agent/burnin-other')).toBeNull()
    expect(routeAction('/agent/companies/3/link-user')).toBe('companyUsers.add')
    expect(routeAction('/agent/companies/3/view')).toBe('companies.read')
  })
})
