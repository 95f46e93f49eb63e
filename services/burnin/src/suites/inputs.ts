import type { DeviceEventType } from '@vigil/device-protocols'
import { isSosAlert, isTamperActive } from '@vigil/devices'
import type { ObservedEvent } from '../device-port.ts'
import { type BurnInTest, failed, passed, seconds } from './context.ts'

/** The tester triggers an input on the bench; the test passes when the device reports it after the test began. */
function inputTest(
  testType: string,
  type: DeviceEventType,
  key: string,
  raised: (event: ObservedEvent) => boolean,
  prompt: string,
): BurnInTest {
  return {
    testType,
    timeoutMs: (timing) => timing.inputTimeoutMs,
    async run(context) {
      const timeoutMs = context.timing.inputTimeoutMs
      const event = await context.port.waitForEvent(context.serial, type, raised, {
        timeoutMs,
        signal: context.signal,
        since: context.startedAt,
      })
      if (!event) return failed(`${prompt} within ${seconds(timeoutMs)}`, { [key]: null })
      return passed({ [key]: { ...event.data, eventTime: event.time.toISOString() } })
    },
  }
}

export const tamperInputTest = inputTest(
  'TamperInput',
  'tamper',
  'tamper',
  ({ data }) =>
    typeof data.carBatteryStateId === 'number' &&
    isTamperActive({ carBatteryStateId: data.carBatteryStateId, cancelled: data.cancelled === true }),
  'No tamper alert (car battery disconnected) was reported',
)

export const sosInputTest = inputTest(
  'SosInput',
  'sos',
  'sos',
  ({ data }) => typeof data.sosStateId === 'number' && isSosAlert({ sosStateId: data.sosStateId }),
  'No SOS alert was reported',
)
