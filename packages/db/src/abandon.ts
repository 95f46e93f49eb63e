import { AsyncLocalStorage } from 'node:async_hooks'

// A read whose caller has gone (the browser dropped a superseded search) need not run: on PGlite's single connection
// it would hold up the requests that are still wanted. Reads only: a write stopped half way would be worse than done.

const abandonedWhen = new AsyncLocalStorage<AbortSignal>()

/** Runs `work` so that the statements it starts, or that still wait their turn, once `signal` aborts are not run. */
export const abandonable = <T>(signal: AbortSignal, work: () => T): T => abandonedWhen.run(signal, work)

/** The signal of the `abandonable` work this statement belongs to, if any. */
export const statementSignal = (): AbortSignal | undefined => abandonedWhen.getStore()

/** What a statement not run answers: PostgreSQL's query_canceled (the route layer answers HTTP's own status). */
export class StatementAbandoned extends Error {
  readonly code = '57014'
  constructor() {
    super('The statement was not run: its caller has gone.')
  }
}
