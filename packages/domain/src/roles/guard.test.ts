import { describe, expect, it } from 'vitest'
import { guardRoute, LOGOUT_REDIRECT, signInFailureMessage, signInOutcome } from './guard.ts'
import type { Session } from './types.ts'

const session = (userRole: string): Session => ({ accessToken: 'a', refreshToken: 'r', userId: 7, userRole })

describe('signInOutcome', () => {
  it("refuses an Account-Holder with 'Invalid email and password'", () => {
    expect(signInOutcome(session('Account-Holder'))).toEqual({ ok: false, message: 'Invalid email and password' })
  })

  it('stores staff and goes to /agent', () => {
    expect(signInOutcome(session('Admin'))).toEqual({ ok: true, session: session('Admin'), redirectTo: '/agent' })
  })

  it('stores only the session fields', () => {
    const outcome = signInOutcome({ ...session('Company-Admin'), extra: 1 } as Session)
    expect(outcome.ok && Object.keys(outcome.session)).toEqual(['accessToken', 'refreshToken', 'userId', 'userRole'])
  })
})

describe('signInFailureMessage', () => {
  it('prefers the message from the body', () => {
    expect(signInFailureMessage({ message: 'Account locked', errors: { Email: ['Bad email'] } })).toBe('Account locked')
  })

  it('falls back to the first Email error in any casing', () => {
    expect(signInFailureMessage({ errors: { Email: ['Unknown email', 'Other'] } })).toBe('Unknown email')
    expect(signInFailureMessage({ message: '', errors: { email: ['Lower case key'] } })).toBe('Lower case key')
  })

  it('is null when there is nothing to show', () => {
    expect(signInFailureMessage(null)).toBeNull()
    expect(signInFailureMessage({ errors: { Password: ['Wrong'] } })).toBeNull()
    expect(signInFailureMessage({ errors: { Email: [] } })).toBeNull()
  })
})

describe('guardRoute', () => {
  it('sends visitors without a stored user from the agent and admin areas to /', () => {
    expect(guardRoute('/agent/clients/all', null)).toEqual({ kind: 'redirect', to: '/' })
    expect(guardRoute('/agent', null)).toEqual({ kind: 'redirect', to: '/' })
    expect(guardRoute('/admin/add-agent', null)).toEqual({ kind: 'redirect', to: '/' })
    expect(guardRoute('/agent', session('Account-Holder'))).toEqual({ kind: 'redirect', to: '/' })
  })

  it('opens the agent area for a stored user', () => {
    expect(guardRoute('/agent/companies/all', session('Company-Admin'))).toEqual({ kind: 'allow' })
  })

  it('opens the audit trail to an Admin only', () => {
    expect(guardRoute('/admin/audit', session('Admin'))).toEqual({ kind: 'allow' })
    for (const role of ['Technical-Agent', 'Company-Admin', 'Sales-Agent'])
      expect(guardRoute('/admin/audit', session(role))).toEqual({ kind: 'redirect', to: '/agent' })
    expect(guardRoute('/admin/audit', null)).toEqual({ kind: 'redirect', to: '/' })
  })

  it('keeps admin pages for Admin and Technical-Agent', () => {
    expect(guardRoute('/admin/add-company', session('Technical-Agent'))).toEqual({ kind: 'allow' })
    expect(guardRoute('/admin/add-company', session('Company-Admin'))).toEqual({ kind: 'redirect', to: '/agent' })
  })

  it('sends a signed-in user from the login page to /agent', () => {
    expect(guardRoute('/login', session('Admin'))).toEqual({ kind: 'redirect', to: '/agent' })
    expect(guardRoute('/login', null)).toEqual({ kind: 'allow' })
  })

  it('leaves public pages and look-alike paths open', () => {
    expect(guardRoute('/installation-checklist', null)).toEqual({ kind: 'allow' })
    expect(guardRoute('/agentless', null)).toEqual({ kind: 'allow' })
  })

  it('logs out to / replacing history', () => {
    expect(LOGOUT_REDIRECT).toEqual({ to: '/', replace: true })
  })
})
