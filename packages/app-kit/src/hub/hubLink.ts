import type { HubMessageOf, HubTarget, VehicleHub } from '@vigil/api-client'
import { HUB_RECONNECT_DELAYS_MS, type HubPush } from '@vigil/domain'

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
  /** Connects, trying again after the spec's delays (0, 2, 10, 30 s) before giving up as offline. */
  start(): Promise<void>
  /** The way back once offline: the same attempts again, then a revalidation of what was missed. */
  reconnect(): Promise<void>
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

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
      void opened.watchVehicles(watchSets.size === 0 ? null : [...new Set([...watchSets].flat())])
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
        for (const listener of messageListeners) listener(update)
      })
      created.connection.onreconnecting(() => setState('reconnecting'))
      created.connection.onreconnected(() => {
        setState('connected')
        // A new connection starts watching every vehicle, so only a set needs sending.
        if (watchSets.size > 0) sendWatch()
        onReconnected?.()
      })
      // Closed after the automatic reconnect gave up (or by stop()).
      created.connection.onclose(() => setState('offline'))
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
