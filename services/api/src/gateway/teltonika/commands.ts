import type { DeviceCommandName, DeviceCommandStatus, StatusData } from '../event.ts'

/** Codec 12 text per command; which output drives the immobiliser differs per model, so this is configuration. */
export type TeltonikaCommandProfile = Record<DeviceCommandName, string | null>

export const defaultTeltonikaCommandProfile: TeltonikaCommandProfile = {
  lock: 'setdigout 1',
  unlock: 'setdigout 0',
  // DOUT2 drives the fuel pump relay; '?' leaves DOUT1 as it is.
  'cut-fuel': 'setdigout ?1',
  'restore-fuel': 'setdigout ?0',
  'enable-auto-lock': null,
  // getver answers the firmware version (getinfo only the clock and uptime); see teltonikaStatusReport.
  status: 'getver',
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

/**
 * The status report in a `getver` answer. Firmware answers either `Ver:03.27.07_00 GPS:... Hw:FMB920 ...` or
 * `Code Ver:03.18.14_04 Device IMEI:...`; a Teltonika tracker has no auto-lock (the profile cannot enable it), so its
 * state is 0. Undefined when the answer names no version.
 */
export function teltonikaStatusReport(reply: string): StatusData | undefined {
  const version = /(?:^|\s)(?:Code )?Ver:\s*(\S+)/i.exec(reply)?.[1]
  return version === undefined ? undefined : { applicationVersion: version, autoLockEnabledState: 0 }
}
