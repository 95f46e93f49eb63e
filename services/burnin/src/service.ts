import type { Database } from '@vigil/db'
import {
  BURN_IN_SUCCESS_MESSAGES,
  type BurnInUnit,
  retryingTestMessage,
  stationDisplay,
  validationMessages,
} from '@vigil/domain'
import type { BurnInRunner } from './runner.ts'
import {
  currentResults,
  findDevice,
  findUnit,
  isOnBench,
  placeUnit,
  removeUnit,
  type UnitRecord,
  unitOnStation,
  unitsOnBench,
} from './store.ts'
import { type BurnInTest, burnInSuite, burnInTestTypes, findBurnInTest } from './suites/index.ts'

export interface BurnInServiceOptions {
  db: () => Database
  runner: BurnInRunner
  clock: () => Date
  stations: readonly string[]
}

/**
 * Why a TestRunner call was refused, about one field: its value was wrong ('invalid'), named nothing ('unknown'), or
 * clashes with the bench as it is ('conflict'). The routes answer it as a problem; this layer knows nothing of HTTP.
 */
export class BurnInRefusal extends Error {
  readonly kind: 'invalid' | 'unknown' | 'conflict'
  readonly field: string

  constructor(kind: BurnInRefusal['kind'], field: string, message: string) {
    super(message)
    this.kind = kind
    this.field = field
  }
}

const refused = (kind: BurnInRefusal['kind'], field: string, detail: string) => new BurnInRefusal(kind, field, detail)

const required = (value: string | undefined, field: string, message: string): string => {
  const trimmed = value?.trim()
  if (!trimmed) throw refused('invalid', field, message)
  return trimmed
}

/** What the TestRunner calls do; routes only read the request and shape the answer. */
export class BurnInService {
  private readonly options: BurnInServiceOptions

  constructor(options: BurnInServiceOptions) {
    this.options = options
  }

  private get db() {
    return this.options.db()
  }

  stations(): string[] {
    return [...this.options.stations]
  }

  async results(): Promise<BurnInUnit[]> {
    return currentResults(this.db, await unitsOnBench(this.db), burnInTestTypes)
  }

  async addUnit(serialInput: string | undefined, stationInput: string | undefined): Promise<string> {
    const serial = required(serialInput, 'unitSerialNumber', validationMessages.selectDevice)
    const station = required(stationInput, 'stationId', validationMessages.selectStation)
    const known = this.options.stations
    // Without configured stations the tester types the ids, so any id is accepted.
    if (known.length > 0 && !known.includes(station)) {
      throw refused('invalid', 'stationId', `${station} is not a test station. Known stations: ${known.join(', ')}.`)
    }
    const device = await findDevice(this.db, serial)
    if (!device) throw refused('unknown', 'unitSerialNumber', `No device has the serial number ${serial}.`)
    const unit = await findUnit(this.db, serial)
    if (isOnBench(unit)) {
      throw refused(
        'conflict',
        'unitSerialNumber',
        `Device ${serial} is already on station ${stationDisplay(unit.testStation)}.`,
      )
    }
    const occupant = await unitOnStation(this.db, station)
    if (occupant) {
      throw refused(
        'conflict',
        'stationId',
        `Station ${station} is already taken by device ${occupant.unitSerialNumber}.`,
      )
    }
    await placeUnit(this.db, device, station, this.options.clock())
    return BURN_IN_SUCCESS_MESSAGES.addDevice
  }

  /** The unit on the bench with this serial; refused ('invalid', 'unknown') naming the field otherwise. */
  private async unitOnBench(serialInput: string | undefined): Promise<UnitRecord> {
    const serial = required(serialInput, 'unitSerialNumber', validationMessages.selectDevice)
    const unit = await findUnit(this.db, serial)
    if (!isOnBench(unit)) throw refused('unknown', 'unitSerialNumber', `Device ${serial} is not on a test station.`)
    return unit
  }

  async removeUnit(serial: string | undefined): Promise<string> {
    const unit = await this.unitOnBench(serial)
    await this.options.runner.stop(unit.unitSerialNumber)
    await removeUnit(this.db, unit, this.options.clock())
    return BURN_IN_SUCCESS_MESSAGES.removeDevice
  }

  private async start(unit: UnitRecord, tests: readonly BurnInTest[]): Promise<void> {
    const started = await this.options.runner.start(unit, tests)
    if (!started) {
      throw refused('conflict', 'unitSerialNumber', `Tests are already running on device ${unit.unitSerialNumber}.`)
    }
  }

  async startUnit(serial: string | undefined): Promise<string> {
    await this.start(await this.unitOnBench(serial), burnInSuite)
    return BURN_IN_SUCCESS_MESSAGES.startUnitTests
  }

  async stopUnit(serial: string | undefined): Promise<string> {
    const unit = await this.unitOnBench(serial)
    await this.options.runner.stop(unit.unitSerialNumber)
    return BURN_IN_SUCCESS_MESSAGES.stopUnitTests
  }

  /** Every unit on the bench that is not already testing starts the whole suite. */
  async startAll(): Promise<string> {
    for (const unit of await unitsOnBench(this.db)) await this.options.runner.start(unit, burnInSuite)
    return BURN_IN_SUCCESS_MESSAGES.startAllTests
  }

  async stopAll(): Promise<string> {
    await this.options.runner.stopAll()
    return BURN_IN_SUCCESS_MESSAGES.stopAllTests
  }

  async retryFailed(serial: string | undefined): Promise<string> {
    const unit = await this.unitOnBench(serial)
    const [current] = await currentResults(this.db, [unit], burnInTestTypes)
    const failed = (current?.results ?? [])
      .filter((result) => result.status === 'Failed')
      .flatMap((result) => findBurnInTest(result.testType) ?? [])
    if (failed.length === 0) {
      throw refused('conflict', 'unitSerialNumber', `Device ${unit.unitSerialNumber} has no failed tests to retry.`)
    }
    await this.start(unit, failed)
    return BURN_IN_SUCCESS_MESSAGES.retryFailedTests
  }

  async retryTest(serial: string | undefined, testTypeInput: string | undefined): Promise<string> {
    const unit = await this.unitOnBench(serial)
    const testType = required(testTypeInput, 'testType', validationMessages.required)
    const test = findBurnInTest(testType)
    if (!test) {
      throw refused('invalid', 'testType', `${testType} is not a burn-in test. Tests: ${burnInTestTypes.join(', ')}.`)
    }
    await this.start(unit, [test])
    return retryingTestMessage(testType, unit.unitSerialNumber)
  }
}
