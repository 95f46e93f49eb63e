import type { CommandState } from '@vigil/domain'

/** queued -> sent -> acked -> confirmed | failed | timed_out | expired | superseded (the domain's list). */
export type { CommandState }

/** The states in which a command may still be sent, answered, confirmed or replaced. */
export const outstanding = ['queued', 'sent', 'acked'] as const satisfies readonly CommandState[]
