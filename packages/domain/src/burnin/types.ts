export const TEST_STATUSES = ['Passed', 'InProgress', 'Failed'] as const
export type TestStatus = (typeof TEST_STATUSES)[number]

export interface TestResult {
  testType: string
  status: TestStatus
  startTime: string | null
  endTime: string | null
  failureReason: string | null
  /** Free-form key/values from the test runner; may nest. */
  testData: unknown
}

export interface BurnInUnit {
  unitSerialNumber: string
  testStation: string | null
  results: TestResult[]
}

/** What a burn-in command answers (AddUnit, StartAllTests...): the message the tester's alert shows. */
export interface BurnInMessage {
  message: string
}
