import { commands } from '@vigil/db/schema'
import { type SQL, sql } from 'drizzle-orm'

// The retry condition, written once: delivery sends on it (a retry), the sweep looks for it (what is due), and expiry
// ends on it (a command out of attempts or time is not sent again but timed out).

/** A sent command still unanswered `retryAfterMs` after it went out, at `now`. */
export const unansweredSql = (now: Date, retryAfterMs: number): SQL =>
  sql`(${commands.status} = 'sent' and ${commands.sentOn} < ${now.toISOString()}::timestamptz - make_interval(secs => ${retryAfterMs / 1000}))`

/** A command due to be sent at `now`: queued, or sent and unanswered (a retry). */
export const dueToSendSql = (now: Date, retryAfterMs: number): SQL =>
  sql`(${commands.status} = 'queued' or ${unansweredSql(now, retryAfterMs)})`
