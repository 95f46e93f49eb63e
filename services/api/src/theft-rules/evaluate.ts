import { type Database, queryRows } from '@vigil/db'
import { watchedVehiclesSql } from '@vigil/db/scope'
import { isLocked, isSosAlert } from '@vigil/devices'
import {
  type AlarmMessage,
  boundingBox,
  DEVICE_ALARM_KINDS_OF_RULES,
  decideRule,
  decideSilence,
  GEOFENCE_MARGIN_METERS,
  type GeofenceShape,
  initialRuleState,
  type RuleEvidence,
  type RuleReport,
  type RuleState,
  type TheftRule,
} from '@vigil/domain'
import { sql } from 'drizzle-orm'
import Flatbush from 'flatbush'
import { type AlarmReport, openAlarms, testReports } from '../alarms/index.ts'
import type { StoredEvent } from '../ingest/store.ts'

/** A rule as the evaluation holds it: with its geofence, for the vehicles its scope names. */
interface LoadedRule {
  rule: TheftRule
  geofence: { name: string; shape: GeofenceShape } | null
}

interface Loaded {
  /** Each vehicle's rules that reports decide (tracker-silent is decided on the clock instead). */
  byVehicle: Map<number, LoadedRule[]>
  /** The geofences rules watch, in a spatial index of their boxes grown by the hysteresis margin. */
  index: Flatbush | null
  geofenceIds: number[]
  version: string
}

/** How often the rules are checked for changes (another node's edit included), and the silent trackers looked for. */
export const RULES_REFRESH_MS = 2_000
export const SILENCE_CHECK_MS = 30_000

// SOS and the car battery are decided where the device's own alarms are raised (`raiseAlarms`), not here.
const deviceRaised = sql.raw(`(${DEVICE_ALARM_KINDS_OF_RULES.map((kind) => `'${kind}'`).join(', ')})`)

/** Which vehicles each enabled rule watches. */
const rulesOfVehiclesSql = (where = sql`true`) => sql`
  with rules as (
    select r.* from theft_rules r where r.enabled and r.kind not in ${deviceRaised} and ${where}
  ), watched as (${watchedVehiclesSql})
  select w.vehicle_id, r.id, r.name, r.kind, r.scope, r.scope_id, r.enabled, r.schedule, r.parameters, r.geofence_id,
    g.name as geofence_name, g.shape
  from watched w join rules r on r.id = w.rule_id left join geofences g on g.id = r.geofence_id`

type RuleRow = {
  vehicle_id: number
  id: number
  name: string
  kind: TheftRule['kind']
  scope: TheftRule['scope']
  scope_id: number
  enabled: boolean
  schedule: TheftRule['schedule']
  parameters: TheftRule['parameters']
  geofence_id: number | null
  geofence_name: string | null
  shape: GeofenceShape | null
}

const toLoaded = (row: RuleRow): LoadedRule => ({
  rule: {
    id: row.id,
    name: row.name,
    kind: row.kind,
    scope: row.scope,
    scopeId: row.scope_id,
    enabled: row.enabled,
    schedule: row.schedule,
    parameters: row.geofence_id === null ? row.parameters : { ...row.parameters, geofenceId: row.geofence_id },
  },
  geofence: row.shape ? { name: row.geofence_name ?? '', shape: row.shape } : null,
})

/** A stored event as the rules read it, at device time. */
export function ruleReportOf({ event }: StoredEvent): RuleReport {
  const { time } = event
  switch (event.type) {
    case 'gps': {
      const { latitudeDegrees, longitudeDegrees, speedKph } = event.data
      return { type: 'gps', time, position: { latitudeDegrees, longitudeDegrees }, speedKph }
    }
    case 'lock':
      return { type: 'lock', time, locked: isLocked(event.data) }
    case 'tamper':
      return {
        type: 'tamper',
        time,
        carBatteryConnected: event.data.carBatteryStateId !== 0,
        cancelled: event.data.cancelled,
      }
    case 'battery':
      return { type: 'battery', time, deviceBatteryMillivolts: event.data.deviceBatteryMillivolts }
    case 'sos':
      return { type: 'sos', time, alert: isSosAlert(event.data) }
    default:
      return { type: 'other', time }
  }
}

const stateKey = (vehicleId: number, ruleId: number) => `${vehicleId}|${ruleId}`
// What is worth writing: the device time alone changes with every report and only orders them, so it is kept in
// memory and written with the next real change (after a restart an older report is at worst judged once more).
const meaning = ({ lastReportOn: _, ...rest }: RuleState) => JSON.stringify(rest)

/**
 * The theft rules at work (issue #30): each ingest batch is run through the rules of its vehicles, and each firing
 * opens, or adds a report to, the vehicle's alarm for that rule (`openAlarms`, the desk's one path). What each rule
 * knows per vehicle is kept in `theft_rule_states`, so rules survive a restart.
 */
export class TheftRules {
  private loaded: Loaded | null = null
  private checkedAt = 0
  private loading: Promise<Loaded> | null = null
  /** Per vehicle and rule, as last read or written; vehicles whose states were read are in `read`. */
  private readonly states = new Map<string, RuleState>()
  private readonly read = new Set<number>()
  /** The batch being decided; the next waits for it. */
  private evaluating: Promise<unknown> = Promise.resolve()

  private readonly db: () => Database
  private readonly clock: () => Date
  private watching: NodeJS.Timeout | undefined

  constructor(db: () => Database, clock: () => Date) {
    this.db = db
    this.clock = clock
  }

  /** The rules, reloaded when one changed here or on another node (count and latest edit), at most every 2 s. */
  private async rules(): Promise<Loaded> {
    const now = Date.now()
    if (this.loaded && now - this.checkedAt < RULES_REFRESH_MS) return this.loaded
    this.loading ??= (async () => {
      try {
        const [row] = await queryRows<{ version: string }>(
          this.db(),
          sql`select count(*) || '/' || coalesce(max(updated_on)::text, '') as version from theft_rules`,
        )
        this.checkedAt = Date.now()
        if (this.loaded && this.loaded.version === row?.version) return this.loaded
        this.loaded = await this.load(row?.version ?? '')
        this.states.clear()
        this.read.clear()
        return this.loaded
      } finally {
        this.loading = null
      }
    })()
    return this.loading
  }

  private async load(version: string): Promise<Loaded> {
    const rows = await queryRows<RuleRow>(this.db(), sql`${rulesOfVehiclesSql(sql`r.kind <> 'tracker-silent'`)}`)
    const byVehicle = new Map<number, LoadedRule[]>()
    const shapes = new Map<number, GeofenceShape>()
    for (const row of rows) {
      const loaded = toLoaded(row)
      byVehicle.set(row.vehicle_id, [...(byVehicle.get(row.vehicle_id) ?? []), loaded])
      if (row.geofence_id !== null && row.shape) shapes.set(row.geofence_id, row.shape)
    }
    const geofenceIds = [...shapes.keys()]
    let index: Flatbush | null = null
    if (geofenceIds.length > 0) {
      index = new Flatbush(geofenceIds.length)
      for (const id of geofenceIds) {
        const box = boundingBox(shapes.get(id)!, GEOFENCE_MARGIN_METERS)
        index.add(box.minLongitude, box.minLatitude, box.maxLongitude, box.maxLatitude)
      }
      index.finish()
    }
    return { byVehicle, index, geofenceIds, version }
  }

  /** Reads the stored states of vehicles not read since the rules were loaded. */
  private async readStates(vehicleIds: readonly number[]): Promise<void> {
    const unread = vehicleIds.filter((id) => !this.read.has(id))
    if (unread.length === 0) return
    const rows = await queryRows<{ vehicle_id: number; rule_id: number; state: RuleState }>(
      this.db(),
      sql`select vehicle_id, rule_id, state from theft_rule_states
        where vehicle_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(unread)}::jsonb))`,
    )
    for (const row of rows) this.states.set(stateKey(row.vehicle_id, row.rule_id), row.state)
    for (const id of unread) this.read.add(id)
  }

  private async writeStates(changed: Map<string, { vehicleId: number; ruleId: number; state: RuleState }>) {
    if (changed.size === 0) return
    const rows = JSON.stringify(
      [...changed.values()].map(({ vehicleId, ruleId, state }) => ({ v: vehicleId, r: ruleId, s: state })),
    )
    await this.db().execute(sql`
      insert into theft_rule_states (vehicle_id, rule_id, state, updated_on)
      select r.v, r.r, r.s, ${this.clock().toISOString()}::timestamptz
      from jsonb_to_recordset(${rows}::jsonb) as r(v int, r int, s jsonb)
      join theft_rules t on t.id = r.r
      on conflict (vehicle_id, rule_id) do update set state = excluded.state, updated_on = excluded.updated_on`)
  }

  /**
   * Runs a committed batch through its vehicles' rules in device-time order and opens or joins their alarms;
   * answers the pushes. A batch whose vehicles have no rules costs a map lookup per event.
   * Batches are decided one after another, in the order ingest hands them over (on PostgreSQL two are in flight at
   * once): each reads what the one before remembered, and a report older than one already seen changes nothing, so a
   * batch decided ahead of the one before it would lose that batch's firings (bench:rules saw a few of 100 exits lost).
   */
  evaluate(stored: readonly StoredEvent[]): Promise<AlarmMessage[]> {
    const turn = this.evaluating.then(() => this.decide(stored))
    this.evaluating = turn.catch(() => undefined)
    return turn
  }

  private async decide(stored: readonly StoredEvent[]): Promise<AlarmMessage[]> {
    const { byVehicle, index, geofenceIds } = await this.rules()
    if (byVehicle.size === 0) return []
    const watched = stored.filter((entry) => entry.device.vehicleId !== null && byVehicle.has(entry.device.vehicleId))
    if (watched.length === 0) return []
    // An installer's or burn-in tester's reports are tests (issue #26): recorded and shown where they work, but no
    // rule reads them, as no device alarm is raised from them.
    const tests = await testReports(this.db(), watched)
    const entries = watched.filter((_, n) => !tests[n]).sort((a, b) => a.event.time.getTime() - b.event.time.getTime())
    if (entries.length === 0) return []
    await this.readStates([...new Set(entries.map((entry) => entry.device.vehicleId!))])
    const changed = new Map<string, { vehicleId: number; ruleId: number; state: RuleState }>()
    const firings = new Map<string, AlarmReport>()
    for (const entry of entries) {
      const vehicleId = entry.device.vehicleId!
      const report = ruleReportOf(entry)
      // Geofences whose grown box holds the fix; any other is farther than the margin: outside, whatever it was.
      const near =
        report.type === 'gps' && index
          ? new Set(
              index
                .search(
                  report.position.longitudeDegrees,
                  report.position.latitudeDegrees,
                  report.position.longitudeDegrees,
                  report.position.latitudeDegrees,
                )
                .map((n) => geofenceIds[n]!),
            )
          : null
      for (const { rule, geofence } of byVehicle.get(vehicleId)!) {
        const key = stateKey(vehicleId, rule.id)
        const previous = this.states.get(key) ?? initialRuleState
        const geofenceId = rule.parameters.geofenceId
        // Known to be outside and still far from the geofence: nothing to decide (what the spatial index saves).
        if (geofenceId !== undefined && previous.inside === false && !near?.has(geofenceId)) continue
        const { firing, state } = decideRule(rule, previous, report, geofence)
        this.states.set(key, state)
        if (meaning(state) !== meaning(previous)) changed.set(key, { vehicleId, ruleId: rule.id, state })
        if (firing) this.addFiring(firings, vehicleId, entry.device.id, rule, firing)
      }
    }
    await this.writeStates(changed)
    return openAlarms(this.db(), [...firings.values()])
  }

  /** One report per vehicle and rule in a batch (a statement may touch an alarm row once); the latest evidence says. */
  private addFiring(
    firings: Map<string, AlarmReport>,
    vehicleId: number,
    deviceId: number,
    rule: TheftRule,
    evidence: RuleEvidence,
  ) {
    const ms = Date.parse(evidence.on)
    const key = stateKey(vehicleId, rule.id)
    const known = firings.get(key)
    firings.set(key, {
      vehicleId,
      deviceId,
      kind: 'Theft rule',
      ruleId: rule.id,
      ruleName: rule.name,
      evidence: evidence.summary,
      latitudeDegrees: evidence.position?.latitudeDegrees ?? null,
      longitudeDegrees: evidence.position?.longitudeDegrees ?? null,
      firstMs: Math.min(known?.firstMs ?? ms, ms),
      lastMs: Math.max(known?.lastMs ?? ms, ms),
      count: (known?.count ?? 0) + 1,
    })
  }

  /**
   * The silent-tracker rules on the clock: a tracker that reported before and has been silent longer than its rule
   * allows fires once per silence. Every node runs this; the conditional write of the rule's state lets one node
   * claim each silence (a second node finds it claimed and opens nothing), and the alarm index allows one open alarm.
   */
  async checkSilence(): Promise<AlarmMessage[]> {
    const now = this.clock()
    const rows = await queryRows<RuleRow & { device_id: number; seen_ms: number; state: RuleState | null }>(
      this.db(),
      sql`with rules_of_vehicles as (${rulesOfVehiclesSql(sql`r.kind = 'tracker-silent'`)})
        select rv.*, d.id as device_id, extract(epoch from d.last_seen_on) * 1000 as seen_ms, s.state
        from rules_of_vehicles rv
        join devices d on d.vehicle_id = rv.vehicle_id and d.last_seen_on is not null
        left join theft_rule_states s on s.vehicle_id = rv.vehicle_id and s.rule_id = rv.id`,
    )
    const claims: { v: number; r: number; s: RuleState; d: number; rule: TheftRule; evidence: RuleEvidence }[] = []
    for (const row of rows) {
      const seenMs = Number(row.seen_ms)
      // The silence already fired is this one when the stored last report is the tracker's last contact still.
      const fired = row.state?.silenceFired === true && row.state.lastReportOn === seenMs
      const state: RuleState = { ...initialRuleState, ...row.state, lastReportOn: seenMs, silenceFired: fired }
      const { rule } = toLoaded(row)
      const decision = decideSilence(rule, state, now)
      if (decision.firing) {
        claims.push({
          v: row.vehicle_id,
          r: row.id,
          s: decision.state,
          d: row.device_id,
          rule,
          evidence: decision.firing,
        })
      }
    }
    if (claims.length === 0) return []
    const won = await queryRows<{ vehicle_id: number; rule_id: number }>(
      this.db(),
      sql`insert into theft_rule_states (vehicle_id, rule_id, state, updated_on)
        select c.v, c.r, c.s, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(claims.map(({ v, r, s }) => ({ v, r, s })))}::jsonb) as c(v int, r int, s jsonb)
        on conflict (vehicle_id, rule_id) do update set state = excluded.state, updated_on = excluded.updated_on
          where not (coalesce((theft_rule_states.state ->> 'silenceFired')::boolean, false)
            and theft_rule_states.state -> 'lastReportOn' = excluded.state -> 'lastReportOn')
        returning vehicle_id, rule_id`,
    )
    const firings = new Map<string, AlarmReport>()
    for (const claim of claims) {
      if (won.some((row) => row.vehicle_id === claim.v && row.rule_id === claim.r)) {
        this.addFiring(firings, claim.v, claim.d, claim.rule, claim.evidence)
      }
    }
    return openAlarms(this.db(), [...firings.values()])
  }

  /** Looks for silent trackers every `everyMs` and pushes the alarms it opens; `stopWatching` ends it. */
  watchSilence(
    push: (message: AlarmMessage) => Promise<void>,
    onError: (error: unknown) => void,
    everyMs = SILENCE_CHECK_MS,
  ) {
    this.watching = setInterval(() => {
      this.checkSilence()
        .then((messages) => Promise.all(messages.map(push)))
        .catch(onError)
    }, everyMs)
    this.watching.unref()
  }

  stopWatching(): void {
    clearInterval(this.watching)
    this.watching = undefined
  }
}
