import type { CommandAnswer, CommandRefusal } from '@vigil/devices'
import { interlockMessages, isRefusal, problemTitles, type Refusal, type RefusalKind } from '@vigil/domain'
import { type FieldErrorMap, Problem } from '@vigil/server-kit'
import type { FastifyError } from 'fastify'
import type { AreaPlugin } from './contract.ts'

// Services and stores refuse in the domain's words (`Refusal`); this is the one place each kind becomes an HTTP
// answer, so the answers stay as the spec words them while no rule below the routes knows about HTTP.

const statusOf: Record<RefusalKind, 400 | 401 | 403 | 404 | 409 | 429> = {
  invalid: 400,
  'not-signed-in': 401,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'too-many-tries': 429,
}

/** The problem answering a refusal: its kind's status and title, its message as detail, its fields as errors. */
export function problemOf(refusal: Refusal): Problem {
  const status = statusOf[refusal.kind]
  const errors: FieldErrorMap = {}
  for (const [field, message] of Object.entries(refusal.fields)) errors[field] = [message]
  const headers: Record<string, string> =
    refusal.retryAfterSeconds === undefined ? {} : { 'retry-after': String(refusal.retryAfterSeconds) }
  return new Problem(
    status,
    problemTitles[status],
    refusal.message,
    Object.keys(errors).length > 0 ? errors : undefined,
    headers,
  )
}

/**
 * A command's answer as the API gives it (vehicle commands, and the installer's test commands): the interlock's
 * refusal is a 409 naming why, titled as the spec words it.
 */
export function commandAnswer(outcome: CommandAnswer | CommandRefusal): CommandAnswer {
  if ('refused' in outcome) throw new Problem(409, problemTitles.vehicleMoving, interlockMessages[outcome.name])
  return outcome
}

/**
 * An area whose refusals are answered as problems: a refusal thrown by a route, a hook or anything they call is
 * turned into its problem and handed on to the app's problem-details handler with every other error.
 */
export const answeringRefusals =
  (area: AreaPlugin): AreaPlugin =>
  async (app, options) => {
    app.setErrorHandler((error: FastifyError) => {
      throw isRefusal(error) ? problemOf(error) : error
    })
    await app.register(area, options)
  }
