import { type FieldErrors, parsePayload } from '@vigil/domain'
import type { FastifyRequest } from 'fastify'
import { validationProblem } from './problem.ts'

/** The domain struct that checks a route's body; set as `config: { payload: struct }` on the route. */
// biome-ignore lint/suspicious/noExplicitAny: any payload struct; the route casts the parsed body to its own type.
export type PayloadStruct = Parameters<typeof parsePayload<any>>[0]

declare module 'fastify' {
  interface FastifyContextConfig {
    payload?: PayloadStruct
  }
}

/** Checks the body with the domain package's struct, so every message is the product's own. */
export function domainErrors(struct: PayloadStruct, body: unknown): FieldErrors | undefined {
  const result = parsePayload(struct, body)
  return result.ok ? undefined : result.errors
}

/** preHandler: replaces the body with the domain-parsed payload (defaults applied) or answers 400 with its messages. */
export async function checkPayload(request: FastifyRequest): Promise<void> {
  const struct = request.routeOptions.config.payload
  if (!struct) return
  const result = parsePayload(struct, request.body ?? {})
  if (!result.ok) throw validationProblem(result.errors)
  request.body = result.value
}
