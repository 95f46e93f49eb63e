import type { HubConnection, HubPrincipal } from './connection.ts'

export type MayWatch = (principal: HubPrincipal, vehicleId: number) => boolean | Promise<boolean>

interface Audience {
  members: Set<HubConnection>
  /** Highest connection sequence already asked about this vehicle. */
  checkedUpTo: number
  builtAt: number
}

/**
 * Who may receive each vehicle's pushes. Each vehicle's audience is built the first time it is pushed by asking
 * `mayWatch` about every open connection, then only about connections opened since; the answers are reused for
 * `ttlMs`, after which the audience is rebuilt so changed permissions (a company link removed) take effect.
 */
export class VehicleAudiences {
  /** Open connections in opening order (sequence ascending). */
  private open: HubConnection[] = []
  private closedSinceCompaction = 0
  private nextSequence = 1
  private readonly audiences = new Map<number, Audience>()
  /** Vehicles with an asynchronous `mayWatch` answer outstanding. */
  private readonly waiting = new Map<number, Promise<Set<HubConnection>>>()
  private readonly mayWatch: MayWatch
  private readonly ttlMs: number
  private readonly onError: (error: unknown) => void

  constructor(mayWatch: MayWatch, ttlMs: number, onError: (error: unknown) => void) {
    this.mayWatch = mayWatch
    this.ttlMs = ttlMs
    this.onError = onError
  }

  get size(): number {
    return this.open.length - this.closedSinceCompaction
  }

  add(connection: HubConnection): void {
    connection.sequence = this.nextSequence++
    this.open.push(connection)
  }

  remove(connection: HubConnection): void {
    for (const vehicleId of connection.watching) this.audiences.get(vehicleId)?.members.delete(connection)
    connection.watching.clear()
    if (connection.sequence === 0) return
    this.closedSinceCompaction++
    if (this.closedSinceCompaction > 64 && this.closedSinceCompaction * 2 > this.open.length) {
      this.open = this.open.filter((c) => c.state === 'open')
      this.closedSinceCompaction = 0
    }
  }

  /** Forgets every cached decision, e.g. after roles or company links changed. */
  forgetDecisions(): void {
    for (const audience of this.audiences.values()) {
      for (const member of audience.members) member.watching.clear()
    }
    this.audiences.clear()
  }

  /**
   * The connections allowed to see the vehicle. Synchronous unless `mayWatch` answered with a promise; while a
   * vehicle has such an answer outstanding, later pushes for it queue behind so each client keeps the push order.
   */
  resolve(vehicleId: number): Set<HubConnection> | Promise<Set<HubConnection>> {
    const waiting = this.waiting.get(vehicleId)
    if (!waiting) return this.track(vehicleId, this.resolveNow(vehicleId))
    return this.track(
      vehicleId,
      waiting.then(() => this.resolveNow(vehicleId)),
    )
  }

  private track(
    vehicleId: number,
    result: Set<HubConnection> | Promise<Set<HubConnection>>,
  ): Set<HubConnection> | Promise<Set<HubConnection>> {
    if (!(result instanceof Promise)) return result
    this.waiting.set(vehicleId, result)
    void result.then(() => {
      if (this.waiting.get(vehicleId) === result) this.waiting.delete(vehicleId)
    })
    return result
  }

  private resolveNow(vehicleId: number): Set<HubConnection> | Promise<Set<HubConnection>> {
    let audience = this.audiences.get(vehicleId)
    const now = Date.now()
    if (!audience || now - audience.builtAt > this.ttlMs) {
      if (audience) for (const member of audience.members) member.watching.delete(vehicleId)
      audience = { members: new Set(), checkedUpTo: 0, builtAt: now }
      this.audiences.set(vehicleId, audience)
    }
    const last = this.open[this.open.length - 1]
    if (!last || last.sequence <= audience.checkedUpTo) return audience.members
    const pending = this.evaluate(audience, vehicleId)
    const members = audience.members
    return pending ? pending.then(() => members) : members
  }

  private evaluate(audience: Audience, vehicleId: number): Promise<void> | null {
    const start = this.firstAfter(audience.checkedUpTo)
    const asked: Promise<void>[] = []
    for (let i = start; i < this.open.length; i++) {
      const connection = this.open[i]!
      if (connection.state !== 'open') continue
      try {
        const allowed = this.mayWatch(connection.principal, vehicleId)
        if (allowed === true) this.admit(audience, connection, vehicleId)
        else if (allowed !== false) {
          asked.push(
            allowed.then(
              (yes) => {
                if (yes) this.admit(audience, connection, vehicleId)
              },
              (error: unknown) => this.onError(error),
            ),
          )
        }
      } catch (error) {
        this.onError(error)
      }
    }
    audience.checkedUpTo = this.open[this.open.length - 1]?.sequence ?? audience.checkedUpTo
    return asked.length > 0 ? Promise.all(asked).then(() => undefined) : null
  }

  private admit(audience: Audience, connection: HubConnection, vehicleId: number): void {
    if (connection.state !== 'open') return
    audience.members.add(connection)
    connection.watching.add(vehicleId)
  }

  private firstAfter(sequence: number): number {
    let low = 0
    let high = this.open.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.open[mid]!.sequence <= sequence) low = mid + 1
      else high = mid
    }
    return low
  }
}
