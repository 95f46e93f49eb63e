/** What the vehicle card's lock button asks for (a command's concern, which the card shows). */
export type LockAction = 'Lock' | 'Unlock'

/** Every state the API records for a device command (GET /Commands/{commandId}, hub `VehicleCommandMessage`). */
export const COMMAND_STATES = [
  'queued',
  'sent',
  'acked',
  'confirmed',
  'failed',
  'timed_out',
  'expired',
  'superseded',
] as const
export type CommandState = (typeof COMMAND_STATES)[number]

/** Every command a tracker takes: the agents' actions, the installer's checks, the burn-in suites and the database's enum. */
export const DEVICE_COMMAND_NAMES = [
  'lock',
  'unlock',
  'cut-fuel',
  'restore-fuel',
  'enable-auto-lock',
  'status',
] as const
export type DeviceCommandName = (typeof DEVICE_COMMAND_NAMES)[number]

/**
 * Why a `queued` command has not gone out (docs/commands.md): its tracker is offline, or it is online and the
 * moving-vehicle interlock holds a lock or fuel cut for a fresh fix that shows the vehicle standing (the tracker has only
 * just come back online, or reports its ignition on without a position).
 */
export const COMMAND_QUEUED_REASONS = ['tracker-offline', 'awaiting-fix'] as const
export type CommandQueuedReason = (typeof COMMAND_QUEUED_REASONS)[number]

/** What asking for a command answers (Lock, Unlock...): follow `commandId`; its final state arrives over the hub. */
export interface CommandAnswer {
  commandId: string
  state: CommandState
  /** Why a queued command waits; null once it went out. */
  queuedReason: CommandQueuedReason | null
}

/**
 * A command's new state, pushed by the hub to every connection that may see the vehicle (hub push
 * `VehicleCommandMessage`, documented in docs/hub-protocol-additions.md).
 */
export interface VehicleCommandMessage {
  vehicleId: number
  commandId: string
  name: DeviceCommandName
  state: CommandState
  /** When the command reached this state (ISO 8601). */
  at: string
  /** Why a failed or timed-out command ended; null otherwise. */
  reason: string | null
  /** Why a `queued` command waits; null in every other state. */
  queuedReason: CommandQueuedReason | null
}

/**
 * One lock or unlock as the card tells it: 'sending' until the API answers, 'refused' when the API said no (the
 * moving-vehicle interlock), then the server's states.
 */
export type CommandPhase = 'sending' | 'refused' | CommandState

export interface CommandLife {
  action: LockAction
  phase: CommandPhase
  /** Set once the API answered with the command's id. */
  commandId: string | null
  /** When the command reached this phase (ISO 8601). */
  at: string
  /** The server's words for a refusal or a failure. */
  reason: string | null
  /** Why a queued command waits (null before the API answered, and in every other phase). */
  queuedReason?: CommandQueuedReason | null
}

/** The answer to POST /Vehicles/{vehicleId}/AlertAura and /AlertCapitalAir: what was done, in the spec's words. */
export interface AlertAnswer {
  message: string
}
