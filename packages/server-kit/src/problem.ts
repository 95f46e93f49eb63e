import { problemTitles, requestMessages } from '@vigil/domain'
import { Type } from 'typebox'

/** Messages per field, keyed in the casing of the request body. */
export type FieldErrorMap = Record<string, string[]>

/** An RFC 9457 problem answer; thrown from handlers and services, shaped by the error handler. */
export class Problem extends Error {
  readonly status: number
  readonly title: string
  readonly errors: FieldErrorMap | undefined
  readonly headers: Record<string, string>

  constructor(
    status: number,
    title: string,
    detail?: string,
    errors?: FieldErrorMap,
    headers: Record<string, string> = {},
  ) {
    super(detail ?? title)
    this.status = status
    this.title = title
    this.errors = errors
    this.headers = headers
  }
}

const titles: Partial<Record<number, string>> = problemTitles

export const statusTitle = (status: number): string => titles[status] ?? problemTitles.other

/** A 400 with messages per field: `validationProblem({ Email: 'Please provide a valid email address' })`. */
export function validationProblem(errors: Record<string, string | undefined>, detail?: string): Problem {
  const map: FieldErrorMap = {}
  for (const [field, message] of Object.entries(errors)) if (message) map[field] = [message]
  const first = Object.values(map)[0]?.[0]
  return new Problem(400, problemTitles[400], detail ?? first, map)
}

export const unauthorized = (detail: string = requestMessages.signInRequired) =>
  new Problem(401, problemTitles[401], detail)
export const forbidden = (detail: string = requestMessages.notAllowed) => new Problem(403, problemTitles[403], detail)
export const notFound = (detail: string = requestMessages.notFound) => new Problem(404, problemTitles[404], detail)

export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ProblemDetails', title: 'ProblemDetails' },
)

/** Responses every route documents besides its success answer. */
export const problemResponses = {
  400: Type.Ref('ProblemDetails'),
  401: Type.Ref('ProblemDetails'),
  403: Type.Ref('ProblemDetails'),
} as const
