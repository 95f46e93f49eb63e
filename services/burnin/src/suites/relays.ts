import type { DeviceCommandName } from '@vigil/device-protocols'
import {
  type BurnInTest,
  failed,
  passed,
  seconds,
  type TestContext,
  type TestData,
  whyNotConfirmed,
} from './context.ts'

interface RelayStep {
  command: DeviceCommandName
  /** How the step is named in a failure, after the relay's name ('' for the first step). */
  failureLabel: string
}

/** Sends each step's command and waits for its confirmation; the first that does not confirm fails the test. */
function relayTest(testType: string, relayName: string, key: string, steps: readonly RelayStep[]): BurnInTest {
  return {
    testType,
    timeoutMs: (timing) => timing.commandTimeoutMs * steps.length,
    async run(context: TestContext) {
      const timeoutMs = context.timing.commandTimeoutMs
      const record: TestData = {}
      for (const step of steps) {
        const sentAt = Date.now()
        const sent = await context.port.sendCommand(
          context.serial,
          step.command,
          {},
          { timeoutMs, signal: context.signal },
        )
        const outcome = await sent.outcome
        record[step.command] = {
          commandId: sent.commandId,
          status: outcome.status,
          ...(outcome.status === 'confirmed' ? { confirmedAfterMs: Date.now() - sentAt } : {}),
        }
        if (outcome.status !== 'confirmed') {
          const what = step.failureLabel ? ` ${step.failureLabel}` : ''
          return failed(
            `${relayName} did not confirm${what} within ${seconds(timeoutMs)}: ${whyNotConfirmed(outcome)}`,
            {
              [key]: record,
            },
          )
        }
      }
      return passed({ [key]: record })
    },
  }
}

export const lockRelayTest = relayTest('LockRelay', 'Lock relay', 'lockRelay', [
  { command: 'lock', failureLabel: '' },
  { command: 'unlock', failureLabel: 'the unlock' },
])

export const fuelCutRelayTest = relayTest('FuelCutRelay', 'Fuel-cut relay', 'fuelCutRelay', [
  { command: 'cut-fuel', failureLabel: '' },
  { command: 'restore-fuel', failureLabel: 'the fuel restore' },
])
