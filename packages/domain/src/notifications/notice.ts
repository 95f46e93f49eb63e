import type { AlarmChange } from '../alarms/types.ts'
import type { EscalationGroup } from './types.ts'

/** What a notice is about: the alarm as the desk shows it (a subset of `Alarm`, so rules' alarms fit too). */
export interface NoticeAlarm {
  id: number
  kind: string
  vehicleId: number
  registrationNumber: string
  nickname: string
  make: string
  model: string
  raisedOn: string
  lastReportedOn: string
  reportCount: number
  latitudeDegrees: number | null
  longitudeDegrees: number | null
}

/** Why the person is told: a new alarm, another report on one, or an escalation because nobody acknowledged it. */
export type NoticeReason = Extract<AlarmChange, 'raised' | 'reported'> | 'escalated'

const vehicleName = (alarm: NoticeAlarm) => `${alarm.registrationNumber}${alarm.nickname ? ` (${alarm.nickname})` : ''}`

const place = (alarm: NoticeAlarm) =>
  alarm.latitudeDegrees === null || alarm.longitudeDegrees === null
    ? 'position unknown'
    : `https://maps.google.com/?q=${alarm.latitudeDegrees.toFixed(5)},${alarm.longitudeDegrees.toFixed(5)}`

const headline = (alarm: NoticeAlarm, reason: NoticeReason) =>
  reason === 'escalated'
    ? `Not yet acknowledged: ${alarm.kind} alarm on ${vehicleName(alarm)}`
    : reason === 'reported'
      ? `${alarm.kind} alarm on ${vehicleName(alarm)}: reported again (${alarm.reportCount} reports)`
      : `${alarm.kind} alarm on ${vehicleName(alarm)}`

/** The email: a subject line and a plain-text body with the vehicle, the time, the place and the desk link. */
export function alarmEmail(alarm: NoticeAlarm, reason: NoticeReason, deskUrl: string) {
  return {
    subject: `Vigil: ${headline(alarm, reason)}`,
    body: [
      headline(alarm, reason),
      '',
      `Vehicle: ${vehicleName(alarm)}, ${alarm.make} ${alarm.model}`.trimEnd(),
      `Raised: ${alarm.raisedOn}`,
      `Last report: ${alarm.lastReportedOn}`,
      `Where: ${place(alarm)}`,
      '',
      `Open the alarm desk: ${deskUrl}`,
    ].join('\n'),
  }
}

/** The SMS: one line, short enough for one message in most cases. */
export const alarmSms = (alarm: NoticeAlarm, reason: NoticeReason) =>
  `Vigil: ${headline(alarm, reason)}. ${place(alarm)}`

/** The web push: the title and body the service worker shows, and where a click goes. */
export const alarmPush = (alarm: NoticeAlarm, reason: NoticeReason, deskUrl: string) => ({
  title: headline(alarm, reason),
  body: `${alarm.make} ${alarm.model}, ${place(alarm)}`.trim(),
  url: deskUrl,
  tag: `alarm-${alarm.id}`,
})

/** The body a webhook receives (JSON): the event, when, and the alarm. */
export interface WebhookEvent {
  /** The delivery's id: a receiver uses it to ignore a retried delivery it already took. */
  id: string
  type: `alarm.${NoticeReason}`
  occurredOn: string
  group: EscalationGroup | null
  alarm: NoticeAlarm
}
