// Alarms (issue #21): what a device raised and how the desk worked it, as the API answers and the hub pushes it.

/**
 * What raised it: the device reported an SOS button press or tamper (the car battery disconnected), or a theft rule
 * fired (issue #30; its trail names the rule, the place and the evidence).
 */
export const ALARM_KINDS = ['SOS', 'Tamper', 'Theft rule'] as const
export type AlarmKind = (typeof ALARM_KINDS)[number]

/** Where an alarm is in its life; derived from its times, never stored on its own. */
export const ALARM_STATUSES = ['Open', 'Acknowledged', 'Dispatched', 'Resolved'] as const
export type AlarmStatus = (typeof ALARM_STATUSES)[number]

/** The services an agent can send to an alarm (the AlertAura and AlertCapitalAir calls). */
export const DISPATCH_SERVICES = ['armed-response', 'air-ambulance'] as const
export type DispatchService = (typeof DISPATCH_SERVICES)[number]

/** An alarm as GET /Alarms answers it and AlarmMessage pushes it. Times are ISO 8601; people are names. */
export interface Alarm {
  id: number
  vehicleId: number
  kind: AlarmKind
  /**
   * The rule that raised it (issue #30), by the name it had then; for a device's SOS or tamper no rule governs, the
   * kind's label ('SOS', 'Car battery disconnected').
   */
  ruleName: string
  /** What the latest firing of its rule said, with when ("Left 'Home', 400 m outside at ..."); null when none did. */
  evidence: string | null
  status: AlarmStatus
  /** Device time of the first report. */
  raisedOn: string
  /** Device time of the latest report that joined it. */
  lastReportedOn: string
  reportCount: number
  latitudeDegrees: number | null
  longitudeDegrees: number | null
  registrationNumber: string
  nickname: string
  make: string
  model: string
  accountHolderId: number
  accountHolderName: string
  accountHolderPhone: string
  acknowledgedOn: string | null
  acknowledgedBy: string | null
  armedResponseOn: string | null
  armedResponseBy: string | null
  airAmbulanceOn: string | null
  airAmbulanceBy: string | null
  resolvedOn: string | null
  resolvedBy: string | null
  resolutionNote: string | null
}

/** One line of an alarm's audit trail: who did what, when (the device for raised and reported). */
export interface AlarmTrailEntry {
  action: AlarmChange
  on: string
  by: string | null
  detail: string | null
}

/** GET /Alarms/{id}/Trail: the alarm's trail, oldest first. */
export interface AlarmTrail {
  items: AlarmTrailEntry[]
}

/** What changed: raised, a repeat report joined it, or an agent's step. */
export const ALARM_CHANGES = ['raised', 'reported', 'acknowledged', 'dispatched', 'resolved'] as const
export type AlarmChange = (typeof ALARM_CHANGES)[number]

/** The hub push 'AlarmMessage', to everyone who may see the vehicle (docs/hub-alarms.md). */
export interface AlarmMessage {
  change: AlarmChange
  alarm: Alarm
}
