import { randomUUID } from 'node:crypto'
import type { Database } from '@vigil/db'
import { queryRows } from '@vigil/db'
import {
  alarmEmail,
  alarmPush,
  alarmSms,
  channelDecisions,
  DEFAULT_ESCALATION_MINUTES,
  DEFAULT_PREFERENCES,
  ESCALATION_GROUPS,
  type EscalationGroup,
  firstEscalationOn,
  type NoticeAlarm,
  type NoticeReason,
  type NotificationPreferences,
  type PersonChannel,
  peopleToldOf,
  quietHoursEnd,
  telLink,
  type WebhookEvent,
} from '@vigil/domain'
import { sql } from 'drizzle-orm'
import { alarmsById } from '../alarms/view.ts'

/** A notice claimed for fan-out. */
interface Notice {
  id: number
  alarmId: number
  reason: NoticeReason
  level: number
  createdOn: Date
}

interface Person {
  id: number
  email: string
  phoneCode: number
  phoneNumber: string
  channels: NotificationPreferences['channels'] | null
  quietFrom: string | null
  quietTo: string | null
}

/** A delivery row to insert. */
export interface NewDelivery {
  channel: PersonChannel | 'webhook'
  userId: number | null
  webhookId: number | null
  to: string
  body: string
  status: 'pending' | 'held' | 'failed'
  lastError: string | null
  /** A held delivery's release: when the person's quiet hours end (ISO); null for the rest. */
  nextAttemptOn: string | null
}

const CLAIM_SECONDS = 60

/** Notices not yet fanned out, claimed for this node for a minute (another node takes them over if it dies). */
export async function claimNotices(db: Database, now: Date, limit = 20): Promise<Notice[]> {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000)
  const rows = await queryRows<{
    id: string | number
    alarm_id: number
    reason: NoticeReason
    level: number
    created_on: Date | string
  }>(
    db,
    sql`update alarm_notices set claimed_until = ${until}
      where id in (select id from alarm_notices
        where fanned_out_on is null and (claimed_until is null or claimed_until < ${now})
        order by id limit ${limit} for update skip locked)
      returning id, alarm_id, reason, level, created_on`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    alarmId: row.alarm_id,
    reason: row.reason,
    level: row.level,
    createdOn: new Date(row.created_on),
  }))
}

/**
 * The people of a group for a vehicle, with their choices (null: never chose). Inside the fan-out's transaction, their
 * rows are locked first (key share, which only a person saving their choices waits for, see `savePreferences`), and
 * their choices read in the next statement: a change saved meanwhile is either read here or, once this transaction
 * commits, applied by the save to what this one held.
 */
async function groupPeople(db: Database, group: EscalationGroup, vehicleId: number): Promise<Person[]> {
  const who =
    group === 'holder-and-company'
      ? sql`u.id = (select user_id from vehicles where id = ${vehicleId})
          or u.id in (select cu.user_id from company_users cu
            join company_vehicles cv on cv.company_id = cu.company_id where cv.vehicle_id = ${vehicleId})`
      : // Every agent: the staff roles (Admin, Technical-Agent and other agents), not company admins or clients.
        sql`exists (select 1 from roles r where r.id = u.role_id and r.name not in ('Company-Admin', 'Account-Holder'))`
  await db.execute(sql`select u.id from users u where ${who} order by u.id for key share`)
  return queryRows<Person>(
    db,
    sql`select u.id, u.email, u.phone_code as "phoneCode", u.phone_number as "phoneNumber", p.channels,
        p.quiet_from as "quietFrom", p.quiet_to as "quietTo"
      from users u left join notification_preferences p on p.user_id = u.id
      where ${who} order by u.id`,
  )
}

const preferencesOf = (person: Person): NotificationPreferences =>
  person.channels
    ? {
        channels: person.channels,
        quietHours: person.quietFrom && person.quietTo ? { from: person.quietFrom, to: person.quietTo } : null,
      }
    : DEFAULT_PREFERENCES

/** The deliveries to one person: each chosen channel, held until quiet hours end, failed at once without an address. */
export function personDeliveries(
  person: Person,
  alarm: NoticeAlarm,
  reason: NoticeReason,
  now: Date,
  deskUrl: string,
): NewDelivery[] {
  const preferences = preferencesOf(person)
  return channelDecisions(preferences, alarm.kind, now).map(({ channel, held }) => {
    const nextAttemptOn = held ? quietHoursEnd(now, preferences.quietHours).toISOString() : null
    const base = { channel, userId: person.id, webhookId: null, lastError: null, nextAttemptOn }
    const status = held ? ('held' as const) : ('pending' as const)
    if (channel === 'email') {
      return { ...base, to: person.email, body: JSON.stringify(alarmEmail(alarm, reason, deskUrl)), status }
    }
    if (channel === 'sms') {
      if (person.phoneNumber.trim() === '') {
        return { ...base, to: '', body: '', status: 'failed' as const, lastError: 'No cellphone number on the account' }
      }
      const to = telLink(person.phoneCode, person.phoneNumber).slice('tel:'.length)
      return { ...base, to, body: JSON.stringify({ body: alarmSms(alarm, reason) }), status }
    }
    return { ...base, to: '', body: JSON.stringify(alarmPush(alarm, reason, deskUrl)), status }
  })
}

const noticeAlarm = (alarm: NoticeAlarm): NoticeAlarm => ({
  id: alarm.id,
  kind: alarm.kind,
  vehicleId: alarm.vehicleId,
  registrationNumber: alarm.registrationNumber,
  nickname: alarm.nickname,
  make: alarm.make,
  model: alarm.model,
  raisedOn: alarm.raisedOn,
  lastReportedOn: alarm.lastReportedOn,
  reportCount: alarm.reportCount,
  latitudeDegrees: alarm.latitudeDegrees,
  longitudeDegrees: alarm.longitudeDegrees,
})

/**
 * Turns one claimed notice into its deliveries, in one transaction: the people of its group by their channels, the
 * vehicle's companies' webhooks, and (for a new alarm) its escalation timer. The unique index on deliveries makes a
 * second fan-out of the same notice (a node that lost its claim) add nothing.
 */
export async function fanOut(db: Database, notice: Notice, now: Date, deskUrl: string): Promise<number> {
  const [found] = await alarmsById(db, [notice.alarmId])
  return db.transaction(async (tx) => {
    const done = () => tx.execute(sql`update alarm_notices set fanned_out_on = ${now} where id = ${notice.id}`)
    if (!found) {
      await done()
      return 0
    }
    const alarm = noticeAlarm(found)
    const group = ESCALATION_GROUPS[notice.level] ?? 'all-agents'
    const deliveries: NewDelivery[] = []
    const [last] = await queryRows<{ on: Date | string | null }>(
      tx,
      sql`select max(created_on) as on from notification_deliveries where alarm_id = ${alarm.id} and user_id is not null`,
    )
    if (peopleToldOf(notice.reason, last?.on ? new Date(last.on) : null, now)) {
      for (const person of await groupPeople(tx, group, alarm.vehicleId)) {
        deliveries.push(...personDeliveries(person, alarm, notice.reason, now, deskUrl))
      }
    }
    const hooks = await queryRows<{ id: number; url: string }>(
      tx,
      sql`select w.id, w.url from webhooks w join company_vehicles cv on cv.company_id = w.company_id
        where cv.vehicle_id = ${alarm.vehicleId} and w.enabled order by w.id`,
    )
    for (const hook of hooks) {
      const event: WebhookEvent = {
        id: randomUUID(),
        type: `alarm.${notice.reason}`,
        occurredOn: notice.createdOn.toISOString(),
        group,
        alarm,
      }
      deliveries.push({
        channel: 'webhook',
        userId: null,
        webhookId: hook.id,
        to: hook.url,
        body: JSON.stringify(event),
        status: 'pending',
        lastError: null,
        nextAttemptOn: null,
      })
    }
    if (deliveries.length > 0) {
      const batch = JSON.stringify(deliveries)
      await tx.execute(sql`insert into notification_deliveries
          (notice_id, alarm_id, "group", channel, user_id, webhook_id, "to", body, status, last_error, next_attempt_on)
        select ${notice.id}, ${alarm.id}, ${group}, d.channel, d."userId", d."webhookId", d."to", d.body, d.status,
          d."lastError", d."nextAttemptOn"
        from jsonb_to_recordset(${batch}::jsonb)
          as d(channel text, "userId" int, "webhookId" int, "to" text, body text, status text, "lastError" text,
            "nextAttemptOn" timestamptz)
        on conflict do nothing`)
    }
    if (notice.reason === 'raised') {
      const [company] = await queryRows<{ minutes: number | null }>(
        tx,
        sql`select min(ce.minutes) as minutes from company_escalation ce
          join company_vehicles cv on cv.company_id = ce.company_id where cv.vehicle_id = ${alarm.vehicleId}`,
      )
      // From this pass on the app clock (the one escalation is later compared with), a second after the notice.
      const nextOn = firstEscalationOn(now, company?.minutes ?? DEFAULT_ESCALATION_MINUTES)
      await tx.execute(sql`insert into alarm_escalations (alarm_id, level, next_on)
        values (${alarm.id}, 0, ${nextOn}) on conflict do nothing`)
    }
    await done()
    return deliveries.length
  })
}
