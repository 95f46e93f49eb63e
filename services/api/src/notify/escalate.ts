import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import { DEFAULT_ESCALATION_MINUTES, escalationStep } from '@vigil/domain'
import { sql } from 'drizzle-orm'

/**
 * Escalations due by `now`, each handled once across nodes (rows locked, others skipped): an alarm the desk has
 * acknowledged (or resolved) stops escalating; otherwise the next group's notice is queued and the timer moves on.
 * Answers how many alarms were escalated.
 */
export async function escalateDue(db: Database, now: Date, limit = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{
      alarm_id: number
      level: number
      next_on: Date | string
      acknowledged_on: Date | null
      resolved_on: Date | null
      minutes: number | null
    }>(
      tx as unknown as Database,
      sql`select e.alarm_id, e.level, e.next_on, a.acknowledged_on, a.resolved_on,
          (select min(ce.minutes) from company_escalation ce join company_vehicles cv on cv.company_id = ce.company_id
            where cv.vehicle_id = a.vehicle_id) as minutes
        from alarm_escalations e join alarms a on a.id = e.alarm_id
        where e.next_on is not null and e.next_on <= ${now}
        order by e.next_on limit ${limit} for update of e skip locked`,
    )
    let escalated = 0
    for (const row of due) {
      const minutes = row.minutes ?? DEFAULT_ESCALATION_MINUTES
      const step = escalationStep(
        { acknowledgedOn: row.acknowledged_on, resolvedOn: row.resolved_on },
        row.level,
        new Date(row.next_on),
        minutes,
      )
      if (step.stop) {
        await tx.execute(sql`update alarm_escalations set next_on = null where alarm_id = ${row.alarm_id}`)
        continue
      }
      await tx.execute(sql`insert into alarm_notices (alarm_id, reason, level)
        values (${row.alarm_id}, 'escalated', ${step.level}) on conflict do nothing`)
      await tx.execute(sql`update alarm_escalations set level = ${step.level}, next_on = ${step.nextOn}
        where alarm_id = ${row.alarm_id}`)
      escalated++
    }
    return escalated
  })
}
