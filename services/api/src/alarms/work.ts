import type { Database } from '@vigil/db'
import { alarms, alarmTrail, users } from '@vigil/db/schema'
import { type Caller, vehicleScope } from '@vigil/db/scope'
import {
  type Alarm,
  type AlarmChange,
  type AlarmStepRefusal,
  acknowledgeRefusal,
  type DispatchService,
  dispatchRefusal,
  resolveRefusal,
} from '@vigil/domain'
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { alarmsById, selectAlarms, toAlarm } from './view.ts'

/**
 * What a step on an alarm comes to: the alarm as it now is, or why the step was refused (a key of the domain's
 * `alarmMessages`). The route answers a refusal as a conflict; this layer knows nothing of HTTP.
 */
export type AlarmStepOutcome = { alarm: Alarm } | { refused: NonNullable<AlarmStepRefusal> }

/** The alarm when the caller may see its vehicle; none otherwise (ids of other companies' alarms reveal nothing). */
export async function alarmInScope(db: Database, caller: Caller, alarmId: number): Promise<Alarm | undefined> {
  const [row] = await selectAlarms(db).where(and(eq(alarms.id, alarmId), vehicleScope(caller)))
  return row ? toAlarm(row) : undefined
}

/**
 * Applies one step as a conditional update (so two agents acting at once cannot both win) with its audit line, in
 * one transaction; answers the alarm as it now is. A step another agent took first is refused.
 */
async function step(
  db: Database,
  alarmId: number,
  change: AlarmChange,
  set: Record<string, unknown>,
  unless: SQL,
  userId: number,
  now: Date,
  detail: string | null = null,
): Promise<AlarmStepOutcome> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(alarms)
      .set(set)
      .where(and(eq(alarms.id, alarmId), isNull(alarms.resolvedOn), sql`not (${unless})`))
      .returning({ id: alarms.id })
    if (!row) return false
    await tx.insert(alarmTrail).values({ alarmId, action: change, userId, on: now, detail })
    return true
  })
  const [alarm] = await alarmsById(db, [alarmId])
  if (!updated || !alarm) return { refused: alarm?.resolvedOn ? 'resolved' : 'acknowledged' }
  return { alarm }
}

// Every later step implies the alarm was seen: it is acknowledged then if nobody had.
const acknowledgedBy = (userId: number, now: Date) => ({
  acknowledgedOn: sql`coalesce(${alarms.acknowledgedOn}, ${now}::timestamptz)`,
  acknowledgedByUserId: sql`coalesce(${alarms.acknowledgedByUserId}, ${userId}::int)`,
})

export async function acknowledgeAlarm(
  db: Database,
  alarm: Alarm,
  userId: number,
  now: Date,
): Promise<AlarmStepOutcome> {
  const refused = acknowledgeRefusal(alarm)
  if (refused) return { refused }
  return step(
    db,
    alarm.id,
    'acknowledged',
    acknowledgedBy(userId, now),
    sql`${alarms.acknowledgedOn} is not null`,
    userId,
    now,
  )
}

/** Records the service sent on the alarm; the caller has already sent it and written the vehicle's history. */
export async function recordDispatch(
  db: Database,
  alarm: Alarm,
  service: DispatchService,
  userId: number,
  now: Date,
): Promise<AlarmStepOutcome> {
  const refused = dispatchRefusal(alarm, service)
  if (refused) return { refused }
  const armed = service === 'armed-response'
  const sent = armed
    ? { armedResponseOn: now, armedResponseByUserId: userId }
    : { airAmbulanceOn: now, airAmbulanceByUserId: userId }
  const already = armed ? sql`${alarms.armedResponseOn} is not null` : sql`${alarms.airAmbulanceOn} is not null`
  return step(db, alarm.id, 'dispatched', { ...acknowledgedBy(userId, now), ...sent }, already, userId, now, service)
}

export async function resolveAlarm(
  db: Database,
  alarm: Alarm,
  note: string,
  userId: number,
  now: Date,
): Promise<AlarmStepOutcome> {
  const refused = resolveRefusal(alarm)
  if (refused) return { refused }
  const set = { ...acknowledgedBy(userId, now), resolvedOn: now, resolvedByUserId: userId, resolutionNote: note }
  return step(db, alarm.id, 'resolved', set, sql`false`, userId, now, note)
}

/** The alarm's audit trail, oldest first. */
export async function alarmTrailOf(db: Database, alarmId: number) {
  const rows = await db
    .select({
      action: alarmTrail.action,
      on: alarmTrail.on,
      by: sql<string | null>`(${users.firstName} || ' ' || ${users.lastName})`,
      detail: alarmTrail.detail,
    })
    .from(alarmTrail)
    .leftJoin(users, eq(users.id, alarmTrail.userId))
    .where(eq(alarmTrail.alarmId, alarmId))
    .orderBy(asc(alarmTrail.id))
  return rows.map((row) => ({ ...row, on: row.on.toISOString() }))
}

/**
 * An alert sent from the vehicle card (AlertAura, AlertCapitalAir) is recorded on the vehicle's open alarms that had
 * not had that service yet, so the desk shows it as if sent from there. Answers the alarms it changed.
 */
export async function recordAlertOnOpenAlarms(
  db: Database,
  vehicleId: number,
  service: DispatchService,
  userId: number,
  now: Date,
): Promise<Alarm[]> {
  const armed = service === 'armed-response'
  const sent = armed
    ? { armedResponseOn: now, armedResponseByUserId: userId }
    : { airAmbulanceOn: now, airAmbulanceByUserId: userId }
  const notYet = armed ? isNull(alarms.armedResponseOn) : isNull(alarms.airAmbulanceOn)
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(alarms)
      .set({ ...acknowledgedBy(userId, now), ...sent })
      .where(and(eq(alarms.vehicleId, vehicleId), isNull(alarms.resolvedOn), notYet))
      .returning({ id: alarms.id })
    if (rows.length > 0) {
      await tx
        .insert(alarmTrail)
        .values(
          rows.map((row) => ({ alarmId: row.id, action: 'dispatched' as const, userId, on: now, detail: service })),
        )
    }
    return rows.map((row) => row.id)
  })
  return alarmsById(db, changed)
}
