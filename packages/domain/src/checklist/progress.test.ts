import { describe, expect, it } from 'vitest'
import {
  CONNECTIVITY_MESSAGES,
  connectivityNotice,
  EMPTY_CHECKLIST_PROGRESS,
  errorInfoSourceForStep,
  isConnectionFailure,
  parseChecklistProgress,
  serializeChecklistProgress,
} from './progress.ts'

describe('checklist progress kept for reloads', () => {
  it('round-trips the serial, registration and installation id', () => {
    const progress = { deviceSerialNumber: 'SIM000001', vehicleRegistration: 'CA 123-456', installationId: 7 }
    expect(parseChecklistProgress(serializeChecklistProgress(progress))).toEqual(progress)
  })

  it('never writes a passcode, even when one is handed in', () => {
    const sneaky = { deviceSerialNumber: 'A', vehicleRegistration: 'B', installationId: null, passcode: 'secret' }
    const text = serializeChecklistProgress(sneaky)
    expect(text).not.toContain('secret')
    expect(text).not.toContain('passcode')
    expect(parseChecklistProgress(JSON.stringify(sneaky))).not.toHaveProperty('passcode')
  })

  it('starts fresh from unreadable or odd text', () => {
    for (const text of [null, '', '{', '[]', '"x"', '42']) {
      expect(parseChecklistProgress(text)).toEqual(EMPTY_CHECKLIST_PROGRESS)
    }
    expect(parseChecklistProgress('{"installationId":-1,"deviceSerialNumber":5}')).toEqual(EMPTY_CHECKLIST_PROGRESS)
    expect(parseChecklistProgress('{"installationId":1.5}').installationId).toBeNull()
  })
})

describe('connectivity', () => {
  it('tells the phone being offline apart from catching up', () => {
    expect(connectivityNotice('online')).toBeNull()
    expect(connectivityNotice('phone-offline')).toBe(CONNECTIVITY_MESSAGES.phoneOffline)
    expect(connectivityNotice('reconnecting')).toBe(CONNECTIVITY_MESSAGES.reconnecting)
    expect(CONNECTIVITY_MESSAGES.phoneOffline).toMatch(/phone is offline/)
    expect(CONNECTIVITY_MESSAGES.trackerSilent).toMatch(/tracker has not reported/)
  })

  it('counts a call with no answer, or made offline, as a connection failure', () => {
    expect(isConnectionFailure({ status: 401 }, true)).toBe(false)
    expect(isConnectionFailure({ status: 500 }, true)).toBe(false)
    expect(isConnectionFailure({ status: 500 }, false)).toBe(true)
    expect(isConnectionFailure({}, true)).toBe(true)
    expect(isConnectionFailure(null, true)).toBe(true)
    expect(isConnectionFailure({ status: 0 }, true)).toBe(true)
  })
})

describe('errorInfoSourceForStep', () => {
  it('asks ignition errors for step 2 and immobiliser errors for step 3 only', () => {
    expect(errorInfoSourceForStep(2)).toBe('ignition')
    expect(errorInfoSourceForStep(3)).toBe('motor')
    for (const step of [1, 4, 5, 6, 7]) expect(errorInfoSourceForStep(step)).toBeNull()
  })
})
