import type {
  CommandLife,
  CommandPhase,
  CommandQueuedReason,
  CommandState,
  LockAction,
  VehicleCommandMessage,
} from './types.ts'

export type CommandTone = 'pending' | 'success' | 'warning' | 'error'

export interface CommandLifeText {
  text: string
  tone: CommandTone
  /** Nothing more will happen to this command. */
  settled: boolean
}

const FINAL_STATES: ReadonlySet<CommandPhase> = new Set([
  'refused',
  'confirmed',
  'failed',
  'timed_out',
  'expired',
  'superseded',
])

export const isSettled = (phase: CommandPhase): boolean => FINAL_STATES.has(phase)

const pastTense: Record<LockAction, string> = { Lock: 'Locked', Unlock: 'Unlocked' }

/** What the card says about a lock or unlock at each point of its life. */
export const commandLifeText = (
  life: Pick<CommandLife, 'action' | 'phase' | 'reason' | 'queuedReason'>,
): CommandLifeText => {
  const { action, reason } = life
  const noun = action.toLowerCase()
  switch (life.phase) {
    case 'sending':
      return { text: `Sending ${noun} command…`, tone: 'pending', settled: false }
    case 'queued':
      // An online tracker's lock held by the interlock is not offline: the card says what it waits for.
      return life.queuedReason === 'awaiting-fix'
        ? {
            text: `${action} queued until a fresh position shows the vehicle standing still.`,
            tone: 'pending',
            settled: false,
          }
        : {
            text: `${action} queued: the tracker is offline. It is sent when the tracker reconnects.`,
            tone: 'warning',
            settled: false,
          }
    case 'sent':
      return { text: `${action} sent to the tracker, waiting for its answer.`, tone: 'pending', settled: false }
    case 'acked':
      return { text: `${action} received by the tracker, waiting for its report.`, tone: 'pending', settled: false }
    case 'confirmed':
      return { text: `${pastTense[action]}: confirmed by the tracker's own report.`, tone: 'success', settled: true }
    case 'refused':
      return { text: reason ?? `${action} refused.`, tone: 'error', settled: true }
    case 'failed':
      return { text: `${action} failed: ${reason ?? 'the tracker refused the command.'}`, tone: 'error', settled: true }
    case 'timed_out':
      return {
        text: `${action} failed: ${reason ?? 'the tracker never answered.'}`,
        tone: 'error',
        settled: true,
      }
    case 'expired':
      return {
        text: `${action} expired: the tracker stayed offline and the command was not sent.`,
        tone: 'error',
        settled: true,
      }
    case 'superseded':
      return { text: `${action} replaced by a newer command.`, tone: 'warning', settled: true }
  }
}

/** The life of a command the agent just asked for. */
export const commandSending = (action: LockAction, now: Date): CommandLife => ({
  action,
  phase: 'sending',
  commandId: null,
  at: now.toISOString(),
  reason: null,
})

/** The API accepted the command and answered its id and first state. */
export const commandAccepted = (
  life: CommandLife,
  commandId: string,
  state: CommandState,
  now: Date,
  queuedReason: CommandQueuedReason | null = null,
): CommandLife =>
  // A push for this command may have arrived before the answer: keep the further state.
  life.commandId === commandId && life.phase !== 'sending'
    ? life
    : { ...life, commandId, phase: state, at: now.toISOString(), queuedReason }

/** The API refused the command (the moving-vehicle interlock, no device) or could not be reached. */
export const commandRefused = (life: CommandLife, reason: string, now: Date): CommandLife => ({
  ...life,
  phase: 'refused',
  reason,
  at: now.toISOString(),
})

const order: Record<CommandState, number> = {
  queued: 0,
  sent: 1,
  acked: 2,
  confirmed: 3,
  failed: 3,
  timed_out: 3,
  expired: 3,
  superseded: 3,
}

/**
 * A hub push about one of the vehicle's commands. Pushes about other commands are ignored (the same object comes
 * back), a settled command stays settled, and a late push never moves a command back (sent after acked).
 */
export const applyCommandMessage = (life: CommandLife | null, message: VehicleCommandMessage): CommandLife | null => {
  if (!life || life.commandId !== message.commandId) return life
  if (isSettled(life.phase)) return life
  if (life.phase !== 'sending' && order[message.state] < order[life.phase as CommandState]) return life
  return { ...life, phase: message.state, at: message.at, reason: message.reason, queuedReason: message.queuedReason }
}
