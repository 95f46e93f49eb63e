import { ESCALATION_GROUPS } from './types.ts'

const MINUTE = 60_000

/** When the next group is first due: `minutes` after the alarm was opened. */
export const firstEscalationOn = (openedOn: Date, minutes: number) => new Date(openedOn.getTime() + minutes * MINUTE)

/**
 * What to do when an alarm's escalation falls due: stop, when someone acknowledged or resolved it (the desk took
 * ownership); otherwise tell the next group (an index into ESCALATION_GROUPS) and say when the one after is due, or
 * null when that was the last group.
 */
export function escalationStep(
  alarm: { acknowledgedOn: string | Date | null; resolvedOn: string | Date | null },
  reached: number,
  dueOn: Date,
  minutes: number,
): { stop: true } | { stop: false; level: number; nextOn: Date | null } {
  const last = ESCALATION_GROUPS.length - 1
  if (alarm.acknowledgedOn !== null || alarm.resolvedOn !== null || reached >= last) return { stop: true }
  const level = reached + 1
  return { stop: false, level, nextOn: level >= last ? null : new Date(dueOn.getTime() + minutes * MINUTE) }
}

/** Minutes between reports that tell people again; webhooks hear every report. */
export const REPORT_NOTICE_MINUTES = 5

/** Whether people are told of this notice: always of a new alarm or an escalation, of a report not too soon again. */
export function peopleToldOf(reason: string, lastToldOn: Date | null, now: Date): boolean {
  if (reason !== 'reported' || lastToldOn === null) return true
  return now.getTime() - lastToldOn.getTime() >= REPORT_NOTICE_MINUTES * MINUTE
}
