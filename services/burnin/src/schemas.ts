import { type Static, Type } from 'typebox'

export const MessageSchema = Type.Object(
  { message: Type.String({ description: 'Shown to the tester in an alert.' }) },
  { $id: 'BurnInMessage', title: 'BurnInMessage' },
)

export const TestResultSchema = Type.Object(
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
)

export const BurnInUnitSchema = Type.Object(
  {
    unitSerialNumber: Type.String(),
    testStation: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(Type.Ref('BurnInTestResult')),
  },
  { $id: 'BurnInUnit', title: 'BurnInUnit' },
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

export type BurnInTestResult = Static<typeof TestResultSchema>
