import type { Database } from '@vigil/db'
import type { DevicePort } from './device-port.ts'
import { failUnfinished, finishResult, queueResults, startResult, type UnitRecord } from './store.ts'
import { type BurnInTest, type SuiteLimits, type SuiteTiming, seconds, type TestOutcome } from './suites/index.ts'

/** Why a running suite ended early; its message becomes the failure reason of the tests it cut short. */
export class SuiteEnded extends Error {}

export const STOPPED_BY_TESTER = 'Stopped by a tester'
export const INTERRUPTED_BY_RESTART = 'Interrupted by a service restart'

/** A timed-out test gets this much longer than its own waits before the runner gives up on it. */
const GRACE_MS = 2_000

export interface RunnerLogger {
  error(details: object, message: string): void
}

export interface RunnerOptions {
  db: Database
  port: DevicePort
  clock: () => Date
  timing: SuiteTiming
  limits: SuiteLimits
  logger?: RunnerLogger
}

interface Run {
  unitId: number
  controller: AbortController
  done: Promise<void>
}

/** Runs each unit's tests one after another; units run side by side. */
export class BurnInRunner {
  private readonly options: RunnerOptions
  private readonly runs = new Map<string, Run>()

  constructor(options: RunnerOptions) {
    this.options = options
  }

  isRunning(serial: string): boolean {
    return this.runs.has(serial)
  }

  /** On start-up: tests a previous process left InProgress can no longer finish. */
  async recoverInterrupted(): Promise<number> {
    return failUnfinished(this.options.db, INTERRUPTED_BY_RESTART, this.options.clock())
  }

  /** Queues the tests' results (InProgress) and runs them in the background; false when the unit is busy. */
  async start(unit: UnitRecord, tests: readonly BurnInTest[]): Promise<boolean> {
    if (this.runs.has(unit.unitSerialNumber) || tests.length === 0) return false
    const controller = new AbortController()
    // Claimed before the first await so two starts of one unit never both run.
    const run: Run = { unitId: unit.id, controller, done: Promise.resolve() }
    this.runs.set(unit.unitSerialNumber, run)
    try {
      const ids = await queueResults(
        this.options.db,
        unit.id,
        tests.map((test) => test.testType),
      )
      run.done = this.runSuite(unit, tests, ids, controller.signal).finally(() => {
        this.runs.delete(unit.unitSerialNumber)
      })
    } catch (error) {
      this.runs.delete(unit.unitSerialNumber)
      throw error
    }
    return true
  }

  /** Stops a unit's tests and waits until their results are written. */
  async stop(serial: string, reason = STOPPED_BY_TESTER): Promise<void> {
    const run = this.runs.get(serial)
    if (!run) return
    run.controller.abort(new SuiteEnded(reason))
    await run.done
  }

  async stopAll(reason = STOPPED_BY_TESTER): Promise<void> {
    await Promise.all([...this.runs.keys()].map((serial) => this.stop(serial, reason)))
  }

  /** Resolves once the unit's current tests finished (tests use it to wait for a suite). */
  async settled(serial: string): Promise<void> {
    await this.runs.get(serial)?.done
  }

  /** Shutting down: running tests are marked as interrupted by the restart. */
  async close(): Promise<void> {
    await this.stopAll(INTERRUPTED_BY_RESTART)
  }

  private async runSuite(
    unit: UnitRecord,
    tests: readonly BurnInTest[],
    ids: readonly number[],
    signal: AbortSignal,
  ): Promise<void> {
    const { db, clock } = this.options
    try {
      for (const [index, test] of tests.entries()) {
        if (signal.aborted) break
        const outcome = await this.runTest(unit, test, ids[index]!, signal)
        await finishResult(
          db,
          ids[index]!,
          outcome.passed
            ? { status: 'Passed', failureReason: null, testData: outcome.testData }
            : { status: 'Failed', failureReason: outcome.failureReason, testData: outcome.testData },
          clock(),
        )
      }
    } catch (error) {
      this.options.logger?.error({ err: error, serial: unit.unitSerialNumber }, 'burn-in suite failed')
    } finally {
      const reason = signal.aborted ? reasonText(signal.reason) : 'The suite ended before this test ran'
      await failUnfinished(db, reason, clock(), [unit.id]).catch((error: unknown) =>
        this.options.logger?.error({ err: error, serial: unit.unitSerialNumber }, 'burn-in results not closed'),
      )
    }
  }

  private async runTest(unit: UnitRecord, test: BurnInTest, id: number, suite: AbortSignal): Promise<TestOutcome> {
    const { db, clock, timing, limits, port } = this.options
    const startedAt = clock()
    await startResult(db, id, startedAt)
    const limitMs = test.timeoutMs(timing) + GRACE_MS
    const guard = new AbortController()
    const timer = setTimeout(
      () => guard.abort(new SuiteEnded(`The test did not finish within ${seconds(limitMs)}`)),
      limitMs,
    )
    const signal = AbortSignal.any([suite, guard.signal])
    try {
      return await test.run({ serial: unit.unitSerialNumber, port, signal, clock, timing, limits, startedAt })
    } catch (error) {
      if (signal.aborted) return { passed: false, failureReason: reasonText(signal.reason), testData: {} }
      this.options.logger?.error({ err: error, serial: unit.unitSerialNumber, test: test.testType }, 'test crashed')
      return { passed: false, failureReason: `The test could not run: ${reasonText(error)}`, testData: {} }
    } finally {
      clearTimeout(timer)
    }
  }
}

const reasonText = (reason: unknown): string => (reason instanceof Error ? reason.message : String(reason))
