import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canContinueInstallation, type InstallationContext, validateInstallation } from './installation.ts'

const now = new Date('2025-06-01T10:00:00Z')
const booking = { regionId: 1, fitmentCenterId: '4', installationUtcDateTime: '2025-06-02T08:00:00Z' }
const newInstallation: InstallationContext = { kind: 'new', now }
const existingInstallation: InstallationContext = { kind: 'existing', now, listedSerialNumbers: ['SN100', 'SN101'] }
const existing = { ...booking, installationConfirmed: true, deviceSerialNumber: 'SN101' }

describe('new installation', () => {
  it('continues with region, centre and a future date and time', () => {
    expect(validateInstallation(booking, newInstallation)).toEqual({})
    expect(canContinueInstallation(booking, newInstallation)).toBe(true)
  })

  it('needs region, centre and date/time', () => {
    expect(validateInstallation({ fitmentCenterId: 0 }, newInstallation)).toEqual({
      regionId: 'This field is required',
      fitmentCenterId: 'This field is required',
      installationUtcDateTime: 'This field is required',
    })
    expect(canContinueInstallation({ ...booking, regionId: null }, newInstallation)).toBe(false)
  })

  it('accepts only dates after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 365 * 86_400_000, max: 10 * 365 * 86_400_000 }), (offset) => {
        const installationUtcDateTime = new Date(now.getTime() + offset).toISOString()
        const errors = validateInstallation({ ...booking, installationUtcDateTime }, newInstallation)
        expect(errors.installationUtcDateTime).toBe(
          offset > 0 ? undefined : 'Please choose a date and time in the future',
        )
      }),
    )
    expect(validateInstallation({ ...booking, installationUtcDateTime: 'tomorrow' }, newInstallation)).toEqual({
      installationUtcDateTime: 'Please provide a valid date and time',
    })
  })

  it('asks for no confirmation or device', () => {
    expect(validateInstallation({ ...booking, deviceSerialNumber: 'nope' }, newInstallation)).toEqual({})
  })
})

describe('existing installation', () => {
  it('allows past dates', () => {
    const past = { ...existing, installationUtcDateTime: '2020-01-01T08:00:00Z' }
    expect(validateInstallation(past, existingInstallation)).toEqual({})
    expect(canContinueInstallation(past, existingInstallation)).toBe(true)
  })

  it('needs the confirmation checkbox', () => {
    expect(validateInstallation({ ...existing, installationConfirmed: false }, existingInstallation)).toEqual({
      installationConfirmed: 'This field is required',
    })
  })

  it('needs a device that matches a search result', () => {
    for (const deviceSerialNumber of ['SN10', '', undefined, 'sn101']) {
      expect(validateInstallation({ ...existing, deviceSerialNumber }, existingInstallation)).toEqual({
        deviceSerialNumber: 'Please select a device to link',
      })
    }
    expect(validateInstallation({ ...existing, deviceSerialNumber: ' SN100 ' }, existingInstallation)).toEqual({})
    expect(canContinueInstallation(existing, { kind: 'existing', now })).toBe(false)
  })
})
