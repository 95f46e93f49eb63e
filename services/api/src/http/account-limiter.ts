import type { Database } from '@vigil/db'
import { accountLimits } from '@vigil/db/schema'
import { and, eq, gt, lt, sql } from 'drizzle-orm'

/**
 * Counts events per account (e.g. failed sign-ins for one email) in a fixed window, in the database so that every
 * API node counts together. Per-address limits come from @fastify/rate-limit; this one stops slow attacks spread
 * over many addresses.
 */
export class AccountLimiter {
  readonly #db: () => Database
  readonly kind: string
  readonly limit: number
  readonly windowMs: number

  constructor(db: () => Database, kind: string, limit: number, windowMs: number) {
    this.#db = db
    this.kind = kind
    this.limit = limit
    this.windowMs = windowMs
  }

  #windowOpenedAfter(now: Date) {
    return new Date(now.getTime() - this.windowMs)
  }

  async isBlocked(key: string, now: Date): Promise<boolean> {
    return (await this.count(key, now)) >= this.limit
  }

  /** Events counted for a key in its current window. */
  async count(key: string, now: Date): Promise<number> {
    const [entry] = await this.#db()
      .select({ count: accountLimits.count })
      .from(accountLimits)
      .where(
        and(
          eq(accountLimits.kind, this.kind),
          eq(accountLimits.key, key),
          gt(accountLimits.windowStart, this.#windowOpenedAfter(now)),
        ),
      )
    return entry?.count ?? 0
  }

  /** Counts one event; a window that has run out starts again at one. Answers the key's count in its window. */
  async record(key: string, now: Date): Promise<number> {
    const expired = sql`${accountLimits.windowStart} <= ${this.#windowOpenedAfter(now).toISOString()}::timestamptz`
    const [counted] = await this.#db()
      .insert(accountLimits)
      .values({ kind: this.kind, key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: [accountLimits.kind, accountLimits.key],
        set: {
          count: sql`case when ${expired} then 1 else ${accountLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then excluded.window_start else ${accountLimits.windowStart} end`,
        },
      })
      .returning({ count: accountLimits.count })
    // Now and then, forget accounts whose window ran out long ago, so the table stays the size of recent activity.
    if (Math.random() < 0.01) {
      await this.#db()
        .delete(accountLimits)
        .where(and(eq(accountLimits.kind, this.kind), lt(accountLimits.windowStart, this.#windowOpenedAfter(now))))
    }
    return counted?.count ?? 1
  }

  async clear(key: string): Promise<void> {
    await this.#db()
      .delete(accountLimits)
      .where(and(eq(accountLimits.kind, this.kind), eq(accountLimits.key, key)))
  }
}
