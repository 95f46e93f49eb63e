import type { VehicleHub } from '@vigil/api-client'
import type { HubPush } from '@vigil/domain'

export interface FakeHub {
  /** Pass both as `<HubProvider open={…} wait={…}>`. */
  open: () => Promise<VehicleHub>
  /** Skips the waits between attempts, so a hub that never connects is offline at once. */
  wait: (ms: number) => Promise<void>
  /** Delivers a push to the subscribed pages. */
  push(update: HubPush): void
}

/** A hub for stories and tests: connects (or never does) without a server, and pushes what the story sends. */
export function fakeHub({ connects = true }: { connects?: boolean } = {}): FakeHub {
  const listeners = new Set<(update: HubPush) => void>()
  const connection = {
    state: 'Disconnected',
    onreconnecting: () => {},
    onreconnected: () => {},
    onclose: () => {},
  }
  const hub = {
    connection,
    start: async () => {
      connection.state = connects ? 'Connected' : 'Disconnected'
    },
    stop: async () => {
      connection.state = 'Disconnected'
    },
    subscribe: (listener: (update: HubPush) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    on: () => () => {},
    watchVehicles: async () => {},
    onReconnected: () => () => {},
  } as unknown as VehicleHub
  return {
    open: async () => hub,
    wait: async () => {},
    push: (update) => {
      for (const listener of listeners) listener(update)
    },
  }
}
