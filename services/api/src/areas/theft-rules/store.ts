import type { Database } from '@vigil/db'
import { theftRuleStates, theftRules } from '@vigil/db/schema'
import type { Caller } from '@vigil/db/scope'
import type { TheftRule, TheftRuleInput } from '@vigil/domain'
import { and, asc, eq } from 'drizzle-orm'
import { targetVisibleSql } from '../../theft-rules/targets.ts'

const columns = {
  id: theftRules.id,
  name: theftRules.name,
  kind: theftRules.kind,
  scope: theftRules.scope,
  scopeId: theftRules.scopeId,
  enabled: theftRules.enabled,
  schedule: theftRules.schedule,
  geofenceId: theftRules.geofenceId,
  parameters: theftRules.parameters,
}

type Row = Omit<TheftRule, 'parameters'> & {
  geofenceId: number | null
  parameters: Omit<TheftRule['parameters'], 'geofenceId'>
}

/** A row as the API answers it: the geofence column back among the parameters. */
const toRule = ({ geofenceId, parameters, ...rule }: Row): TheftRule => ({
  ...rule,
  parameters: geofenceId === null ? parameters : { ...parameters, geofenceId },
})

/** A rule as stored: its geofence in the column (so it cannot be deleted from under the rule). */
const toRow = ({ parameters: { geofenceId, ...parameters }, ...input }: TheftRuleInput) => ({
  ...input,
  name: input.name.trim(),
  geofenceId: input.kind === 'leaves-geofence' || input.kind === 'enters-geofence' ? (geofenceId ?? null) : null,
  parameters,
})

const visible = (caller: Caller) => targetVisibleSql(caller, theftRules.scope, theftRules.scopeId)

export async function listRules(db: Database, caller: Caller): Promise<TheftRule[]> {
  const rows = await db
    .select(columns)
    .from(theftRules)
    .where(visible(caller))
    .orderBy(asc(theftRules.name), asc(theftRules.id))
  return rows.map(toRule)
}

/** The rule when the caller may see it; none otherwise (the route answers 404). */
export async function ruleInScope(db: Database, caller: Caller, id: number): Promise<TheftRule | undefined> {
  const [row] = await db
    .select(columns)
    .from(theftRules)
    .where(and(eq(theftRules.id, id), visible(caller)))
  return row && toRule(row)
}

export async function insertRule(db: Database, input: TheftRuleInput, userId: number): Promise<TheftRule> {
  const [row] = await db
    .insert(theftRules)
    .values({ ...toRow(input), createdByUserId: userId })
    .returning(columns)
  return toRule(row!)
}

/** Saves the edit; what the rule remembered per vehicle starts again (its scope, kind or geofence may have changed). */
export function updateRule(db: Database, id: number, input: TheftRuleInput, now: Date): Promise<TheftRule | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(theftRules)
      .set({ ...toRow(input), updatedOn: now })
      .where(eq(theftRules.id, id))
      .returning(columns)
    if (!row) return undefined
    await tx.delete(theftRuleStates).where(eq(theftRuleStates.ruleId, id))
    return toRule(row)
  })
}

/** Deletes the rule and what it remembered; the alarms it raised stay on the desk with their trail. */
export async function deleteRule(db: Database, id: number): Promise<void> {
  await db.delete(theftRules).where(eq(theftRules.id, id))
}
