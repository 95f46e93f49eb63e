import { type BurnInTest, failed, passed, seconds, whyNotConfirmed } from './context.ts'

const versionIn = (reply: unknown): string | null => {
  const version =
    typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>).applicationVersion : null
  return typeof version === 'string' && version.trim() !== '' ? version : null
}

/** Asks the device for its status; its applicationVersion must be reported and, when a list is set, allowed. */
export const firmwareVersionTest: BurnInTest = {
  testType: 'FirmwareVersion',
  timeoutMs: (timing) => timing.commandTimeoutMs,
  async run(context) {
    const { timing, limits } = context
    const sent = await context.port.sendCommand(
      context.serial,
      'status',
      {},
      { timeoutMs: timing.commandTimeoutMs, signal: context.signal },
    )
    const outcome = await sent.outcome
    if (outcome.status !== 'confirmed') {
      return failed(
        `Status info not confirmed within ${seconds(timing.commandTimeoutMs)}: ${whyNotConfirmed(outcome)}`,
        {
          firmware: { commandId: sent.commandId, applicationVersion: null },
        },
      )
    }
    const status = await context.port.latestEvent(context.serial, 'status')
    const applicationVersion = versionIn(outcome.reply) ?? versionIn(status?.data)
    const testData = { firmware: { commandId: sent.commandId, applicationVersion } }
    if (!applicationVersion) return failed('The device reported no firmware version', testData)
    const allowed = limits.allowedFirmwareVersions
    if (allowed.length > 0 && !allowed.includes(applicationVersion)) {
      return failed(`Firmware version ${applicationVersion} is not allowed (allowed: ${allowed.join(', ')})`, testData)
    }
    return passed(testData)
  },
}
