import type { Database } from '@vigil/db'
import { geofences, theftRuleStates, theftRules } from '@vigil/db/schema'
import type { Caller } from '@vigil/db/scope'
import type { Geofence, GeofenceInput } from '@vigil/domain'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { targetVisibleSql } from '../../theft-rules/targets.ts'

const columns = {
  id: geofences.id,
  name: geofences.name,
  shape: geofences.shape,
  scope: geofences.scope,
  scopeId: geofences.scopeId,
}

const visible = (caller: Caller) => targetVisibleSql(caller, geofences.scope, geofences.scopeId)

/** The geofences the caller may see, by name. */
export function listGeofences(db: Database, caller: Caller): Promise<Geofence[]> {
  return db.select(columns).from(geofences).where(visible(caller)).orderBy(asc(geofences.name), asc(geofences.id))
}

/** The geofence when the caller may see it; none otherwise (the route answers 404: others' ids reveal nothing). */
export async function geofenceInScope(db: Database, caller: Caller, id: number): Promise<Geofence | undefined> {
  const [row] = await db
    .select(columns)
    .from(geofences)
    .where(and(eq(geofences.id, id), visible(caller)))
  return row
}

export async function insertGeofence(db: Database, input: GeofenceInput, userId: number): Promise<Geofence> {
  const [row] = await db
    .insert(geofences)
    .values({ ...input, name: input.name.trim(), createdByUserId: userId })
    .returning(columns)
  return row!
}

/**
 * Saves the edit and forgets what the rules watching it knew about inside and outside (in one transaction: a
 * vehicle's state is never measured against a shape it was not measured with).
 */
export async function updateGeofence(
  db: Database,
  id: number,
  input: GeofenceInput,
  now: Date,
): Promise<Geofence | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(geofences)
      .set({ ...input, name: input.name.trim(), updatedOn: now })
      .where(eq(geofences.id, id))
      .returning(columns)
    await tx
      .delete(theftRuleStates)
      .where(
        inArray(
          theftRuleStates.ruleId,
          tx.select({ id: theftRules.id }).from(theftRules).where(eq(theftRules.geofenceId, id)),
        ),
      )
    // The evaluation notices a change by the rules' latest update.
    await tx.update(theftRules).set({ updatedOn: now }).where(eq(theftRules.geofenceId, id))
    return row
  })
}

/**
 * Deletes the geofence, or refuses while a rule watches it (the foreign key refuses too, so nothing is
 * half-deleted).
 */
export async function deleteGeofence(db: Database, id: number): Promise<{ refused: 'in-use' } | undefined> {
  const [used] = await db.select({ id: theftRules.id }).from(theftRules).where(eq(theftRules.geofenceId, id)).limit(1)
  if (used) return { refused: 'in-use' }
  try {
    await db.delete(geofences).where(eq(geofences.id, id))
  } catch (error) {
    // A rule created between the check and the delete: the foreign key refused it.
    if (String((error as { code?: string }).code ?? (error as Error).message).match(/23503|foreign key/)) {
      return { refused: 'in-use' }
    }
    throw error
  }
  return undefined
}
