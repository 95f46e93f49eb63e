import { describe, expect, it } from 'vitest'
import { anAlarm } from './alarm.fixture.ts'
import {
  acknowledgeRefusal,
  alarmStatus,
  dispatchRefusal,
  formatClock,
  mergeAlarmMessage,
  openAlarmCount,
  resolveRefusal,
  responseClock,
  sortAlarms,
} from './lifecycle.ts'

describe('alarm lifecycle', () => {
  it('derives the status from the furthest step reached', () => {
    expect(alarmStatus(anAlarm())).toBe('Open')
    expect(alarmStatus(anAlarm({ acknowledgedOn: '2026-11-25T10:00:05Z' }))).toBe('Acknowledged')
    expect(alarmStatus(anAlarm({ acknowledgedOn: 'x', airAmbulanceOn: 'y' }))).toBe('Dispatched')
    expect(alarmStatus(anAlarm({ armedResponseOn: 'y', resolvedOn: 'z' }))).toBe('Resolved')
  })

  it('acknowledges once, sends each service once, and takes no step once resolved', () => {
    expect(acknowledgeRefusal(anAlarm())).toBeNull()
    expect(acknowledgeRefusal(anAlarm({ status: 'Acknowledged', acknowledgedOn: 'x' }))).toBe('acknowledged')
    const sent = anAlarm({ status: 'Dispatched', armedResponseOn: 'x' })
    expect(dispatchRefusal(sent, 'armed-response')).toBe('dispatched')
    expect(dispatchRefusal(sent, 'air-ambulance')).toBeNull()
    const resolved = anAlarm({ status: 'Resolved', resolvedOn: 'x' })
    expect(dispatchRefusal(resolved, 'air-ambulance')).toBe('resolved')
    expect(resolveRefusal(resolved)).toBe('resolved')
    expect(resolveRefusal(anAlarm())).toBeNull()
  })

  it('runs the response clock from raised and from acknowledged, and stops it at resolution', () => {
    const now = new Date('2026-11-25T10:02:30Z')
    expect(responseClock(anAlarm(), now)).toEqual({ sinceRaised: 150, sinceAcknowledged: null })
    expect(responseClock(anAlarm({ acknowledgedOn: '2026-11-25T10:00:20Z' }), now)).toEqual({
      sinceRaised: 150,
      sinceAcknowledged: 130,
    })
    const resolved = anAlarm({ acknowledgedOn: '2026-11-25T10:00:20Z', resolvedOn: '2026-11-25T10:01:00Z' })
    expect(responseClock(resolved, now)).toEqual({ sinceRaised: 60, sinceAcknowledged: 40 })
  })

  it('formats the clock', () => {
    expect(formatClock(9)).toBe('9 s')
    expect(formatClock(185)).toBe('3 min 05 s')
    expect(formatClock(7440)).toBe('2 h 04 min')
  })

  it('sorts open alarms newest first, then resolved ones latest resolved first', () => {
    const older = anAlarm({ id: 1, raisedOn: '2026-11-25T09:00:00Z' })
    const newer = anAlarm({ id: 2, raisedOn: '2026-11-25T10:00:00Z' })
    const resolvedEarly = anAlarm({ id: 3, status: 'Resolved', resolvedOn: '2026-11-25T08:00:00Z' })
    const resolvedLate = anAlarm({ id: 4, status: 'Resolved', resolvedOn: '2026-11-25T11:00:00Z' })
    expect(sortAlarms([resolvedEarly, older, resolvedLate, newer]).map((a) => a.id)).toEqual([2, 1, 4, 3])
  })

  it('merges a push: a new alarm joins the list, a change replaces the older copy', () => {
    const first = anAlarm({ id: 1 })
    const raised = mergeAlarmMessage([first], { change: 'raised', alarm: anAlarm({ id: 2 }) })
    expect(raised.map((a) => a.id)).toEqual([2, 1])
    const acknowledged = mergeAlarmMessage(raised, {
      change: 'acknowledged',
      alarm: anAlarm({ id: 1, status: 'Acknowledged', acknowledgedOn: 'x' }),
    })
    expect(acknowledged).toHaveLength(2)
    expect(acknowledged.find((a) => a.id === 1)?.status).toBe('Acknowledged')
    expect(openAlarmCount(acknowledged)).toBe(2)
  })
})
