import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Problem, problemResponses, statusTitle } from '@vigil/server-kit'
import { Type } from 'typebox'
import { AddUnitQuery, ResultsSchema, RetryTestBody, SerialParams, SerialQuery, StationsSchema } from './schemas.ts'
import { BurnInRefusal, type BurnInService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    burnIn: BurnInService
  }
}

const tags = ['TestRunner']
const answers = {
  200: Type.Ref('BurnInMessage'),
  ...problemResponses,
  404: Type.Ref('ProblemDetails'),
  409: Type.Ref('ProblemDetails'),
}
const run = { access: 'burnin.run' } as const

/** The TestRunner calls of spec §7 "Burn-in service"; each answer's message is one of spec §8's texts. */
const statusOf = { invalid: 400, unknown: 404, conflict: 409 } as const

/** A call's message as answered; the service's refusal as a problem naming its field (400, 404 or 409). */
async function answered(call: Promise<string>): Promise<{ message: string }> {
  try {
    return { message: await call }
  } catch (error) {
    if (!(error instanceof BurnInRefusal)) throw error
    const status = statusOf[error.kind]
    throw new Problem(status, statusTitle(status), error.message, { [error.field]: [error.message] })
  }
}

export const testRunnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/TestRunner/Results',
    {
      config: { access: 'burnin.read' },
      schema: {
        tags,
        summary: 'Units on the test stations with their newest result per test',
        response: { 200: ResultsSchema, ...problemResponses },
      },
    },
    async () => {
      const items = await app.burnIn.results()
      return { items, totalCount: items.length }
    },
  )

  app.get(
    '/TestRunner/Stations',
    {
      config: { access: 'burnin.read' },
      schema: {
        tags,
        summary: 'The configured test station ids',
        response: { 200: StationsSchema, ...problemResponses },
      },
    },
    async () => {
      const items = app.burnIn.stations()
      return { items, totalCount: items.length }
    },
  )

  app.put(
    '/TestRunner/AddUnit',
    {
      config: run,
      schema: { tags, summary: 'Put a device on a free station', querystring: AddUnitQuery, response: answers },
    },
    async (request) => answered(app.burnIn.addUnit(request.query.unitSerialNumber, request.query.stationId)),
  )

  app.put(
    '/TestRunner/RemoveUnit',
    {
      config: run,
      schema: { tags, summary: 'Take a device off its station', querystring: SerialQuery, response: answers },
    },
    async (request) => answered(app.burnIn.removeUnit(request.query.unitSerialNumber)),
  )

  app.put(
    '/TestRunner/StartUnitTest',
    { config: run, schema: { tags, summary: "Run a unit's whole suite", querystring: SerialQuery, response: answers } },
    async (request) => answered(app.burnIn.startUnit(request.query.unitSerialNumber)),
  )

  app.put(
    '/TestRunner/StopUnitTest',
    { config: run, schema: { tags, summary: "Stop a unit's tests", querystring: SerialQuery, response: answers } },
    async (request) => answered(app.burnIn.stopUnit(request.query.unitSerialNumber)),
  )

  app.put(
    '/TestRunner/StartAllTests',
    { config: run, schema: { tags, summary: 'Run the suite on every unit not already testing', response: answers } },
    async () => answered(app.burnIn.startAll()),
  )

  app.put(
    '/TestRunner/StopAllTests',
    { config: run, schema: { tags, summary: 'Stop every running test', response: answers } },
    async () => answered(app.burnIn.stopAll()),
  )

  app.put(
    '/TestRunner/RetryFailedTests/:serial',
    { config: run, schema: { tags, summary: "Rerun a unit's failed tests", params: SerialParams, response: answers } },
    async (request) => answered(app.burnIn.retryFailed(request.params.serial)),
  )

  app.put(
    '/TestRunner/RetryUnitTest/:serial',
    {
      config: run,
      schema: {
        tags,
        summary: 'Rerun one test of a unit',
        params: SerialParams,
        body: RetryTestBody,
        response: answers,
      },
    },
    async (request) => answered(app.burnIn.retryTest(request.params.serial, request.body?.testType)),
  )
}
