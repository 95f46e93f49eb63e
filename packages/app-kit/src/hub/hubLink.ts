import type { HubMessageOf, HubTarget, VehicleHub } from '@vigil/api-client'
import { HUB_MAX_WATCHED_VEHICLES, HUB_RECONNECT_DELAYS_MS, type HubPush } from '@vigil/domain'

/** What the person sees of the real-time connection. */
export type HubState = 'connected' | 'reconnecting' | 'offline'

export interface HubLinkOptions {
  /** Builds the (not yet started) connection; asked once. */
  open: () => Promise<VehicleHub>
  /** After a reconnect, pushes may have been missed: the app revalidates what it shows. */
  onReconnected?: () => void
  /** Waits between attempts; tests pass an immediate one. */
  wait?: (ms: number) => Promise<void>
}

export interface HubLink {
  state(): HubState
  subscribeState(listener: () => void): () => void
  /** Pushes of one message; works before the connection is open. Returns the unsubscribe. */
  on<Target extends HubTarget>(target: Target, handler: (message: HubMessageOf<Target>) => void): () => void
  /**
   * Asks GPS pushes only for these vehicles while the returned release is not called; several callers add up. Sent on
   * every change and after every (re)connect, since the hub forgets the set with the connection.
   */
  watch(vehicleIds: readonly number[]): () => void
  /**
   * Connects, trying again after the spec's delays (0, 2, 10, 30 s) before giving up as offline. Once connected, a
   * watch heartbeat showing lost pushes makes it reconnect (showing 'reconnecting' meanwhile) and revalidate.
   */
  start(): Promise<void>
  /** The way back once offline: the same attempts again, then a revalidation of what was missed. */
  reconnect(): Promise<void>
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** What the hub says it holds for a connection that watches vehicles (docs/hub-protocol-additions.md). */
export interface WatchHeartbeat {
  vehicleIds: readonly number[]
  /** GPS pushes the hub's node handed out so far, by vehicle id. */
  gpsPushes: Readonly<Record<string, number>>
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a)
  return set.size === new Set(b).size && b.every((id) => set.has(id))
}

/**
 * Checks the GPS pushes a connection receives against the hub's watch heartbeats; `lost` answers whether a heartbeat
 * shows pushes that never arrived, or a watch set the hub no longer holds.
 */
export function createPushAudit() {
  const received = new Map<number, number>()
  let previous: { counts: Map<number, number>; received: Map<number, number> } | null = null
  /** The set last sent, and how many WatchVehicles calls are unanswered (a heartbeat may predate them). */
  let sent: readonly number[] | null = null
  let unanswered = 0
  return {
    /** A GPS push arrived. */
    gps(vehicleId: number) {
      received.set(vehicleId, (received.get(vehicleId) ?? 0) + 1)
    },
    /** A watch set is being sent (null: every vehicle); comparisons start afresh. Returns the call's completion. */
    watching(vehicleIds: readonly number[] | null): () => void {
      sent = vehicleIds === null ? null : vehicleIds.slice(0, HUB_MAX_WATCHED_VEHICLES)
      previous = null
      unanswered++
      return () => {
        unanswered--
      }
    },
    /** A new connection: nothing received on it yet, and its watch set is sent again. */
    reset() {
      received.clear()
      previous = null
      sent = null
      unanswered = 0
    },
    lost(beat: WatchHeartbeat): boolean {
      const counts = new Map(Object.entries(beat.gpsPushes).map(([id, count]) => [Number(id), count]))
      let missed = unanswered === 0 && sent !== null && !sameIds(sent, beat.vehicleIds)
      if (previous) {
        for (const [id, count] of counts) {
          const before = previous.counts.get(id)
          if (before === undefined) continue
          const arrived = (received.get(id) ?? 0) - (previous.received.get(id) ?? 0)
          if (arrived < count - before) missed = true
        }
      }
      previous = { counts, received: new Map(received) }
      return missed
    },
  }
}

/** One hub connection with its state for the person; signalr's own automatic reconnect covers drops once connected. */
export function createHubLink({ open, onReconnected, wait }: HubLinkOptions): HubLink {
  const pause = wait ?? sleep
  let state: HubState = 'reconnecting'
  let stopped = false
  let hub: Promise<VehicleHub> | null = null
  const stateListeners = new Set<() => void>()
  const messageListeners = new Set<(update: HubPush) => void>()
  const watchSets = new Set<readonly number[]>()
  let opened: VehicleHub | null = null
  const audit = createPushAudit()
  /** Reconnecting on purpose after lost pushes: the close that takes is not 'offline'. */
  let recovering = false

  let watchQueued = false
  /**
   * Tells the hub the watched vehicles; with no watcher left, every vehicle again (null). Sent once the current task's
   * changes are in: a page swapping its set releases the old one and adds the new one in the same commit, and the hub
   * must not hear 'every vehicle' (thousands of positions a second) in between.
   */
  const sendWatch = () => {
    if (watchQueued) return
    watchQueued = true
    queueMicrotask(() => {
      watchQueued = false
      if (!opened || state !== 'connected') return
      const vehicleIds = watchSets.size === 0 ? null : [...new Set([...watchSets].flat())]
      const answered = audit.watching(vehicleIds)
      void opened.watchVehicles(vehicleIds).finally(answered)
    })
  }

  const setState = (next: HubState) => {
    if (next === state) return
    state = next
    for (const listener of stateListeners) listener()
  }

  const connection = () => {
    hub ??= open().then((created) => {
      opened = created
      created.subscribe((update) => {
        if (update.target === 'DeviceGpsLocationMessage') audit.gps(update.message.vehicleId)
        for (const listener of messageListeners) listener(update)
      })
      // Older fakes of the connection have no `on`; the hub's heartbeat needs no answer.
      created.connection.on?.('WatchHeartbeat', (beat: WatchHeartbeat) => {
        if (state === 'connected' && !recovering && audit.lost(beat)) void recover()
      })
      created.connection.onreconnecting(() => setState('reconnecting'))
      created.connection.onreconnected(() => {
        audit.reset()
        setState('connected')
        // A new connection starts watching every vehicle, so only a set needs sending.
        if (watchSets.size > 0) sendWatch()
        onReconnected?.()
      })
      // Closed after the automatic reconnect gave up (or by stop()).
      created.connection.onclose(() => {
        if (!recovering) setState('offline')
      })
      return created
    })
    return hub
  }

  /** The spec's delays before each attempt; true once connected. */
  const attempt = async (): Promise<boolean> => {
    setState('reconnecting')
    for (const delay of HUB_RECONNECT_DELAYS_MS) {
      if (delay > 0) await pause(delay)
      if (stopped) return false
      try {
        const started = await connection()
        await started.start()
        if (started.connection.state === 'Connected') {
          audit.reset()
          setState('connected')
          if (watchSets.size > 0) sendWatch()
          return true
        }
      } catch {
        // Real-time connection errors are swallowed (spec §8); the state shows it instead.
      }
    }
    setState('offline')
    return false
  }

  /** Pushes were lost although the connection is up: a new connection, the watch set again, then a revalidation. */
  const recover = async () => {
    recovering = true
    setState('reconnecting')
    try {
      await (await connection()).stop()
    } finally {
      recovering = false
    }
    if (!stopped && (await attempt())) onReconnected?.()
  }

  return {
    state: () => state,
    subscribeState: (listener) => {
      stateListeners.add(listener)
      return () => void stateListeners.delete(listener)
    },
    on: (target, handler) => {
      const listener = (update: HubPush) => {
        if (update.target === target) handler(update.message as HubMessageOf<typeof target>)
      }
      messageListeners.add(listener)
      return () => void messageListeners.delete(listener)
    },
    watch: (vehicleIds) => {
      const set = [...vehicleIds]
      watchSets.add(set)
      sendWatch()
      return () => {
        watchSets.delete(set)
        sendWatch()
      }
    },
    start: async () => {
      stopped = false
      await attempt()
    },
    reconnect: async () => {
      stopped = false
      if (state === 'connected') return
      if (await attempt()) onReconnected?.()
    },
    stop: async () => {
      stopped = true
      if (hub) await (await hub).stop()
    },
  }
}
