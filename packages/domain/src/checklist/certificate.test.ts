import { describe, expect, it } from 'vitest'
import { checklistEventSummary, step5Timeline } from './certificate.ts'
import { INITIAL_STEP5_STATE } from './step5.ts'

describe('checklistEventSummary', () => {
  it('says what each kind of event reported', () => {
    const base = { deviceEventId: 1, dataDateTime: '2026-01-01T10:00:00.000Z' }
    expect(checklistEventSummary({ ...base, motorStateId: 1 })).toBe('Motor state: Locked')
    expect(checklistEventSummary({ ...base, errorMessage: 'Ignition wire not detected', source: 'ignition' })).toBe(
      'Error: Ignition wire not detected',
    )
    expect(checklistEventSummary({ ...base, carBatteryStateId: 0, cancelled: false })).toBe('Car battery: Disconnected')
    expect(checklistEventSummary({ ...base, sosStateId: 1 })).toBe('SOS: Alert')
    expect(
      checklistEventSummary({ ...base, latitudeDegrees: -26.1, longitudeDegrees: 28.05, altitudeMeters: 1500 }),
    ).toBe('GPS: -26.1, 28.05')
  })
})

describe('step5Timeline', () => {
  it('lists the recorded moments in order with the time since the start', () => {
    const timeline = step5Timeline({
      ...INITIAL_STEP5_STATE,
      engineIsOff: true,
      startedOnDateTime: '2026-01-01T10:00:00.000Z',
      lockConfirmedOnDateTime: '2026-01-01T10:00:20.000Z',
      unlockConfirmedOnDateTime: '2026-01-01T10:00:45.000Z',
    })
    expect(timeline).toEqual([
      { label: 'Test started', at: '2026-01-01T10:00:00.000Z', sinceStartMs: 0 },
      { label: 'Lock confirmed', at: '2026-01-01T10:00:20.000Z', sinceStartMs: 20_000 },
      { label: 'Unlock confirmed', at: '2026-01-01T10:00:45.000Z', sinceStartMs: 45_000 },
    ])
  })

  it('is empty before the test starts', () => {
    expect(step5Timeline(INITIAL_STEP5_STATE)).toEqual([])
  })
})
