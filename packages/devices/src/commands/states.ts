import type { commands } from '@vigil/db/schema'

/** queued -> sent -> acked -> confirmed | failed | timed_out | expired | superseded */
export type CommandState = (typeof commands.$inferSelect)['status']

/** The states in which a command may still be sent, answered, confirmed or replaced. */
export const outstanding = ['queued', 'sent', 'acked'] as const
