import type { DeviceCommandName, DeviceCommandStatus } from '../event.ts'

/** Codec 12 text per command; which output drives the immobiliser differs per model, so this is configuration. */
export type TeltonikaCommandProfile = Record<DeviceCommandName, string | null>

export const defaultTeltonikaCommandProfile: TeltonikaCommandProfile = {
  lock: 'setdigout 1',
  unlock: 'setdigout 0',
  // DOUT2 drives the fuel pump relay; '?' leaves DOUT1 as it is.
  'cut-fuel': 'setdigout ?1',
  'restore-fuel': 'setdigout ?0',
  'enable-auto-lock': null,
  status: 'getinfo',
}

/** The Codec 12 text for a command, or undefined when this model cannot do it. */
export function teltonikaCommandText(
  name: DeviceCommandName,
  profile: TeltonikaCommandProfile = defaultTeltonikaCommandProfile,
): string | undefined {
  return profile[name] ?? undefined
}

/** Devices answer free text; an answer that names an error is a failed command. */
export function teltonikaReplyStatus(reply: string): DeviceCommandStatus {
  return /error|fail|invalid|unknown|not supported/i.test(reply) ? 'error' : 'ok'
}
