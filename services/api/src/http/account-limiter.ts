/**
 * Counts events per account (e.g. failed sign-ins for one email) in a fixed window, in memory.
 * Per-address limits come from @fastify/rate-limit; this one stops slow attacks spread over many addresses.
 */
export class AccountLimiter {
  #hits = new Map<string, { count: number; windowStart: number }>()
  readonly limit: number
  readonly windowMs: number

  constructor(limit: number, windowMs: number) {
    this.limit = limit
    this.windowMs = windowMs
  }

  #entry(key: string, now: Date) {
    const entry = this.#hits.get(key)
    if (!entry || now.getTime() - entry.windowStart >= this.windowMs) return { count: 0, windowStart: now.getTime() }
    return entry
  }

  isBlocked(key: string, now: Date): boolean {
    return this.#entry(key, now).count >= this.limit
  }

  record(key: string, now: Date): void {
    const entry = this.#entry(key, now)
    this.#hits.set(key, { count: entry.count + 1, windowStart: entry.windowStart })
    if (this.#hits.size > 100_000) this.#hits.delete(this.#hits.keys().next().value!)
  }

  clear(key: string): void {
    this.#hits.delete(key)
  }
}
