import type { DeviceEventType } from '@vigil/device-protocols'
import type { CommandOutcome, DevicePort, ObservedEvent } from '../device-port.ts'

/** How long tests wait; short in tests, generous on a real bench. */
export interface SuiteTiming {
  /** A command (lock, unlock, fuel, status) must be confirmed within this. */
  commandTimeoutMs: number
  /** A report (GPS, battery, any event) must arrive within this when none is fresh. */
  eventTimeoutMs: number
  /** A tester has this long to trigger an input (tamper, SOS). */
  inputTimeoutMs: number
  /** A report received this recently counts without waiting for a new one. */
  freshnessMs: number
  /** How often the platform is read while waiting. */
  pollMs: number
}

/** What a device must show to pass. */
export interface SuiteLimits {
  minSatellites: number
  batteryMinMillivolts: number
  batteryMaxMillivolts: number
  /** Firmware versions allowed to leave the bench; empty allows any reported version. */
  allowedFirmwareVersions: readonly string[]
}

export interface TestContext {
  serial: string
  port: DevicePort
  signal: AbortSignal
  clock: () => Date
  timing: SuiteTiming
  limits: SuiteLimits
  /** When this test began. */
  startedAt: Date
}

export type TestData = Record<string, unknown>

export type TestOutcome =
  | { passed: true; testData: TestData }
  | { passed: false; failureReason: string; testData: TestData }

export interface BurnInTest {
  testType: string
  /** The longest this test may legitimately take; the runner stops it a little after. */
  timeoutMs(timing: SuiteTiming): number
  run(context: TestContext): Promise<TestOutcome>
}

export const passed = (testData: TestData): TestOutcome => ({ passed: true, testData })
export const failed = (failureReason: string, testData: TestData = {}): TestOutcome => ({
  passed: false,
  failureReason,
  testData,
})

/** '30 s', '1.5 s' */
export const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`

/**
 * A fresh report that satisfies `good`, else the first new one that does within `timeoutMs`. Answers it, or the
 * newest report seen (which failed `good`) and null when there was none at all.
 */
export async function freshOrNextReport(
  context: TestContext,
  type: DeviceEventType | null,
  good: (event: ObservedEvent) => boolean,
  timeoutMs: number,
): Promise<{ match: ObservedEvent | null; latest: ObservedEvent | null }> {
  const { port, serial, timing, clock } = context
  const latest = await port.latestEvent(serial, type)
  const freshSince = clock().getTime() - timing.freshnessMs
  if (latest && latest.receivedTime.getTime() >= freshSince && good(latest)) return { match: latest, latest }
  const match = await port.waitForEvent(serial, type, good, {
    timeoutMs,
    signal: context.signal,
    since: context.startedAt,
  })
  return { match, latest: match ?? (await port.latestEvent(serial, type)) }
}

export const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null)

/** 'The device never answered the command.' reads as 'the device never answered the command' after a colon. */
const clause = (text: string) => text.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase())

/** Why a command did not confirm, for a failure reason: the device's own answer quoted when it refused. */
export const whyNotConfirmed = (outcome: Exclude<CommandOutcome, { status: 'confirmed' }>): string =>
  outcome.status === 'failed' ? `device answered "${outcome.reason}"` : clause(outcome.reason)
