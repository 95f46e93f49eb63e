import type { BurnInMessage, BurnInUnit, TestResult } from '@vigil/domain'
import { declares } from '@vigil/server-kit'
import { type Static, Type } from 'typebox'

// Each named answer is held to the domain's type (`declares`): typecheck fails unless the schema's type is exactly it.

export const MessageSchema = declares<BurnInMessage>()(
  Type.Object(
    { message: Type.String({ description: 'Shown to the tester in an alert.' }) },
    { $id: 'BurnInMessage', title: 'BurnInMessage' },
  ),
)

export const TestResultSchema = declares<TestResult>()(
  Type.Object(
    {
      testType: Type.String(),
      status: Type.Union([Type.Literal('Passed'), Type.Literal('InProgress'), Type.Literal('Failed')]),
      startTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      endTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      failureReason: Type.Union([Type.String(), Type.Null()]),
      testData: Type.Unknown({
        description: 'Nested key/values the test measured, e.g. { gps: { latitude, longitude } }.',
      }),
    },
    { $id: 'BurnInTestResult', title: 'BurnInTestResult' },
  ),
)

/** A reference to the registered BurnInTestResult (app.addSchema), typed as that schema is. */
const TestResultRef = Type.Unsafe<Static<typeof TestResultSchema>>(Type.Ref('BurnInTestResult'))

export const BurnInUnitSchema = declares<BurnInUnit>()(
  Type.Object(
    {
      unitSerialNumber: Type.String(),
      testStation: Type.Union([Type.String(), Type.Null()]),
      results: Type.Array(TestResultRef),
    },
    { $id: 'BurnInUnit', title: 'BurnInUnit' },
  ),
)

export const ResultsSchema = Type.Object({
  items: Type.Array(Type.Ref('BurnInUnit')),
  totalCount: Type.Integer(),
})

export const StationsSchema = Type.Object({
  items: Type.Array(Type.String()),
  totalCount: Type.Integer(),
})

export const SerialQuery = Type.Object({ unitSerialNumber: Type.Optional(Type.String()) })
export const AddUnitQuery = Type.Object({
  unitSerialNumber: Type.Optional(Type.String()),
  stationId: Type.Optional(Type.String()),
})
export const SerialParams = Type.Object({ serial: Type.String() })
export const RetryTestBody = Type.Object({ testType: Type.Optional(Type.String()) })
