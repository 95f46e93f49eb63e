import type { BurnInTest } from './context.ts'
import { firmwareVersionTest } from './firmware.ts'
import { sosInputTest, tamperInputTest } from './inputs.ts'
import { fuelCutRelayTest, lockRelayTest } from './relays.ts'
import { connectivityTest, deviceBatteryTest, gpsFixTest } from './reports.ts'

export * from './context.ts'

/** The suite in the order a unit runs it: passive checks first, then relays, then inputs a tester triggers. */
export const burnInSuite: readonly BurnInTest[] = [
  connectivityTest,
  gpsFixTest,
  firmwareVersionTest,
  deviceBatteryTest,
  lockRelayTest,
  fuelCutRelayTest,
  tamperInputTest,
  sosInputTest,
]

export const burnInTestTypes: readonly string[] = burnInSuite.map((test) => test.testType)

export const findBurnInTest = (testType: string): BurnInTest | undefined =>
  burnInSuite.find((test) => test.testType === testType)
