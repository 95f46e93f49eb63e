import type { DeviceCommandName } from '@vigil/device-protocols'

/** The commands the moving-vehicle interlock guards: locking the engine or cutting the fuel while driving is unsafe. */
export type InterlockedCommand = 'lock' | 'cut-fuel'

export const isInterlocked = (name: DeviceCommandName): name is InterlockedCommand =>
  name === 'lock' || name === 'cut-fuel'

/** 'moving' refuses, 'clear' sends, and 'wait' (no fix, or an old one) holds the command until a fresh fix decides. */
export type InterlockDecision = 'clear' | 'moving' | 'wait'

export interface InterlockLimits {
  /** Refused above this speed... */
  movingAboveKph: number
  /** ...on a fix no older than this. */
  freshFixMs: number
}

export const defaultInterlockLimits: InterlockLimits = { movingAboveKph: 5, freshFixMs: 2 * 60_000 }

/** The vehicle's last GPS fix as the vehicle row keeps it. */
export interface LastFix {
  speedKph: number | null
  time: Date | null
}

/** The moving-vehicle interlock, decided on a fresh GPS fix only. */
export function interlockDecision(
  name: DeviceCommandName,
  fix: LastFix | undefined,
  now: Date,
  limits: InterlockLimits = defaultInterlockLimits,
): InterlockDecision {
  if (!isInterlocked(name)) return 'clear'
  if (!fix?.time || fix.time.getTime() < now.getTime() - limits.freshFixMs) return 'wait'
  return (fix.speedKph ?? 0) > limits.movingAboveKph ? 'moving' : 'clear'
}

/** A command the platform did not record: the interlock refused it because the vehicle is moving. */
export interface CommandRefusal {
  refused: 'vehicle-moving'
  name: InterlockedCommand
}
