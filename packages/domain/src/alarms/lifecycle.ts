import type { Alarm, AlarmKind, AlarmMessage, AlarmStatus, DispatchService } from './types.ts'

/** The status an alarm's times say it is in: the furthest step reached. */
export const alarmStatus = (
  alarm: Pick<Alarm, 'acknowledgedOn' | 'armedResponseOn' | 'airAmbulanceOn' | 'resolvedOn'>,
): AlarmStatus => {
  if (alarm.resolvedOn) return 'Resolved'
  if (alarm.armedResponseOn || alarm.airAmbulanceOn) return 'Dispatched'
  if (alarm.acknowledgedOn) return 'Acknowledged'
  return 'Open'
}

export const isAlarmOpen = (alarm: Pick<Alarm, 'status'>): boolean => alarm.status !== 'Resolved'

export const alarmKindLabel: Record<AlarmKind, string> = {
  SOS: 'SOS',
  Tamper: 'Tamper: car battery disconnected',
  'Theft rule': 'Theft rule',
}

export const dispatchServiceLabel: Record<DispatchService, string> = {
  'armed-response': 'Armed response',
  'air-ambulance': 'Air ambulance',
}

/** Why a step is refused, or null when the alarm may take it. */
export type AlarmStepRefusal = 'resolved' | 'acknowledged' | 'dispatched' | null

/** Acknowledging is once; every later step implies it. */
export const acknowledgeRefusal = (alarm: Pick<Alarm, 'status' | 'acknowledgedOn'>): AlarmStepRefusal =>
  alarm.status === 'Resolved' ? 'resolved' : alarm.acknowledgedOn ? 'acknowledged' : null

/** Each service is sent once per alarm; both may be sent. */
export const dispatchRefusal = (
  alarm: Pick<Alarm, 'status' | 'armedResponseOn' | 'airAmbulanceOn'>,
  service: DispatchService,
): AlarmStepRefusal => {
  if (alarm.status === 'Resolved') return 'resolved'
  const sent = service === 'armed-response' ? alarm.armedResponseOn : alarm.airAmbulanceOn
  return sent ? 'dispatched' : null
}

export const resolveRefusal = (alarm: Pick<Alarm, 'status'>): AlarmStepRefusal =>
  alarm.status === 'Resolved' ? 'resolved' : null

/** The response clock: seconds since raised, and since acknowledged (null until then); both stop at resolution. */
export const responseClock = (
  alarm: Pick<Alarm, 'raisedOn' | 'acknowledgedOn' | 'resolvedOn'>,
  now: Date,
): { sinceRaised: number; sinceAcknowledged: number | null } => {
  const end = alarm.resolvedOn ? Date.parse(alarm.resolvedOn) : now.getTime()
  const seconds = (from: string) => Math.max(0, Math.floor((end - Date.parse(from)) / 1000))
  return {
    sinceRaised: seconds(alarm.raisedOn),
    sinceAcknowledged: alarm.acknowledgedOn ? seconds(alarm.acknowledgedOn) : null,
  }
}

/** A clock reading as the desk says it: '45 s', '3 min 05 s', '2 h 04 min'. */
export const formatClock = (seconds: number): string => {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}

/** Open alarms first (newest raised first), then resolved ones (latest resolved first). */
export const compareAlarms = (a: Alarm, b: Alarm): number => {
  const openA = isAlarmOpen(a)
  const openB = isAlarmOpen(b)
  if (openA !== openB) return openA ? -1 : 1
  const when = (alarm: Alarm) => Date.parse(openA ? alarm.raisedOn : (alarm.resolvedOn ?? alarm.raisedOn))
  return when(b) - when(a) || b.id - a.id
}

export const sortAlarms = (alarms: readonly Alarm[]): Alarm[] => [...alarms].sort(compareAlarms)

/** A push merged into a list: the alarm replaces its older copy, a new one is added; order is `compareAlarms`. */
export const mergeAlarmMessage = (alarms: readonly Alarm[], message: AlarmMessage): Alarm[] => {
  const others = alarms.filter((alarm) => alarm.id !== message.alarm.id)
  return sortAlarms([...others, message.alarm])
}

export const openAlarmCount = (alarms: readonly Alarm[]): number => alarms.filter(isAlarmOpen).length
