import type { DeviceCommandName } from '@vigil/device-protocols'

/** The commands the moving-vehicle interlock guards: locking the engine or cutting the fuel while driving is unsafe. */
export type InterlockedCommand = 'lock' | 'cut-fuel'

export const isInterlocked = (name: DeviceCommandName): name is InterlockedCommand =>
  name === 'lock' || name === 'cut-fuel'

/**
 * 'moving' refuses, 'clear' sends, and 'wait' holds the command until a fresh fix decides: no fresh fix, and the
 * tracker has not been online long enough (or reports its ignition on) for its silence to mean the vehicle stands.
 */
export type InterlockDecision = 'clear' | 'moving' | 'wait'

export interface InterlockLimits {
  /** Refused above this speed... */
  movingAboveKph: number
  /** ...on a fix no older than this. */
  freshFixMs: number
}

export const defaultInterlockLimits: InterlockLimits = { movingAboveKph: 5, freshFixMs: 2 * 60_000 }

/** The vehicle's last GPS fix as the vehicle row keeps it, and its last ignition report (null: never reported). */
export interface LastFix {
  speedKph: number | null
  time: Date | null
  ignitionOn?: boolean | null
}

/**
 * Whether the tracker is online and has been for at least the fresh-fix time: it would then have reported a fix had
 * the vehicle moved (trackers report their position every few seconds while driving), so its silence is news.
 */
export type TrackerPresence = 'settled' | 'just-connected' | 'offline'

/** The moving-vehicle interlock, decided on a fresh GPS fix only. */
export function interlockDecision(
  name: DeviceCommandName,
  fix: LastFix | undefined,
  now: Date,
  limits: InterlockLimits = defaultInterlockLimits,
  presence: TrackerPresence = 'offline',
): InterlockDecision {
  if (!isInterlocked(name)) return 'clear'
  if (!fix?.time || fix.time.getTime() < now.getTime() - limits.freshFixMs) {
    // No fresh fix. A settled tracker with no news of the ignition on is standing still: the command goes now. One
    // just back, or offline, or reporting its ignition on without a fix (GPS lost, or jammed), waits for a fix.
    return presence === 'settled' && fix?.ignitionOn !== true ? 'clear' : 'wait'
  }
  return (fix.speedKph ?? 0) > limits.movingAboveKph ? 'moving' : 'clear'
}

/** A command the platform did not record: the interlock refused it because the vehicle is moving. */
export interface CommandRefusal {
  refused: 'vehicle-moving'
  name: InterlockedCommand
}
