import { describe, expect, it } from 'vitest'
import { alarmEmail, alarmPush, alarmSms, type NoticeAlarm } from './notice.ts'

const alarm: NoticeAlarm = {
  id: 7,
  kind: 'Tamper',
  vehicleId: 3,
  registrationNumber: 'CA 123-456',
  nickname: 'Bakkie',
  make: 'Toyota',
  model: 'Hilux',
  raisedOn: '2026-11-27T01:00:00.000Z',
  lastReportedOn: '2026-11-27T01:02:00.000Z',
  reportCount: 2,
  latitudeDegrees: -33.9249,
  longitudeDegrees: 18.4241,
}

describe('alarm notices', () => {
  it('names the alarm, the vehicle, the place and the desk', () => {
    const email = alarmEmail(alarm, 'raised', 'https://vigil.example/agent/alarms')
    expect(email.subject).toBe('Vigil: Tamper alarm on CA 123-456 (Bakkie)')
    expect(email.body).toContain('Where: https://maps.google.com/?q=-33.92490,18.42410')
    expect(email.body).toContain('Open the alarm desk: https://vigil.example/agent/alarms')
  })
  it('says why: another report, or nobody acknowledged it', () => {
    expect(alarmSms(alarm, 'reported')).toBe(
      'Vigil: Tamper alarm on CA 123-456 (Bakkie): reported again (2 reports). https://maps.google.com/?q=-33.92490,18.42410',
    )
    const push = alarmPush({ ...alarm, nickname: '', latitudeDegrees: null }, 'escalated', '/agent/alarms')
    expect(push).toEqual({
      title: 'Not yet acknowledged: Tamper alarm on CA 123-456',
      body: 'Toyota Hilux, position unknown',
      url: '/agent/alarms',
      tag: 'alarm-7',
    })
  })
})
