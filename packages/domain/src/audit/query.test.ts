import { describe, expect, it } from 'vitest'
import { auditFilter, auditListQuery, NO_AUDIT_FILTERS } from './query.ts'
import { isAuditAlert, STORM_THRESHOLDS, startsStorm } from './storms.ts'

describe('auditFilter', () => {
  it('does not filter without filters', () => {
    expect(auditFilter(NO_AUDIT_FILTERS)).toBeUndefined()
    expect(auditListQuery(NO_AUDIT_FILTERS)).toEqual({ $orderby: 'on desc', $pagesize: 50, $pageindex: 0 })
  })

  it('matches a person by name or email, as actor or as the user acted on, with quotes doubled', () => {
    expect(auditFilter({ ...NO_AUDIT_FILTERS, person: " O'Neil " })).toBe(
      "(contains(actorName,'O''Neil') or contains(actorEmail,'O''Neil') or contains(userName,'O''Neil') or contains(userEmail,'O''Neil') or contains(subject,'O''Neil'))",
    )
  })

  it("joins vehicle, action and both days inclusive, South Africa's days whatever the machine's zone", () => {
    expect(
      auditFilter({ person: '', vehicle: 'CA 1', action: 'vehicle.lock', from: '2026-11-01', to: '2026-11-30' }),
    ).toBe(
      "contains(vehicleRegistration,'CA 1') and action eq 'vehicle.lock' and on ge 2026-10-31T22:00:00.000Z and on lt 2026-11-30T22:00:00.000Z",
    )
  })

  it('ignores a date that is not one', () => {
    expect(auditFilter({ ...NO_AUDIT_FILTERS, from: '2026-13-45', to: 'yesterday' })).toBeUndefined()
  })
})

describe('storms', () => {
  it('start once per window, at the failure that reaches the threshold', () => {
    const threshold = STORM_THRESHOLDS.passcodeAll
    expect(startsStorm(threshold - 1, threshold)).toBe(false)
    expect(startsStorm(threshold, threshold)).toBe(true)
    expect(startsStorm(threshold + 1, threshold)).toBe(false)
  })

  it('are the entries the screen marks', () => {
    expect(isAuditAlert('system.signInStorm')).toBe(true)
    expect(isAuditAlert('vehicle.lock')).toBe(false)
  })
})
