import type { VehicleHub } from '@vigil/api-client'
import type { VehicleHubMessage } from '@vigil/domain'
import { createHubLink } from './hubLink.ts'

/** A hub whose connection succeeds on the listed attempts and whose lifecycle callbacks the test fires. */
function fakeHub(succeedOn: (attempt: number) => boolean) {
  const callbacks = {
    reconnecting: [] as (() => void)[],
    reconnected: [] as (() => void)[],
    close: [] as (() => void)[],
  }
  const listeners = new Set<(update: VehicleHubMessage) => void>()
  const watched: (number[] | null)[] = []
  let attempts = 0
  const connection = {
    state: 'Disconnected',
    onreconnecting: (cb: () => void) => callbacks.reconnecting.push(cb),
    onreconnected: (cb: () => void) => callbacks.reconnected.push(cb),
    onclose: (cb: () => void) => callbacks.close.push(cb),
  }
  const hub = {
    connection,
    start: async () => {
      attempts += 1
      connection.state = succeedOn(attempts) ? 'Connected' : 'Disconnected'
    },
    stop: async () => {
      connection.state = 'Disconnected'
    },
    subscribe: (listener: (update: VehicleHubMessage) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    watchVehicles: async (vehicleIds: readonly number[] | null) => {
      watched.push(vehicleIds && [...vehicleIds])
    },
  } as unknown as VehicleHub
  const push = (update: VehicleHubMessage) => {
    for (const listener of listeners) listener(update)
  }
  return { hub, callbacks, push, watched, attempts: () => attempts }
}

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('createHubLink', () => {
  it('connects and forwards pushes of the subscribed message', async () => {
    const fake = fakeHub(() => true)
    const link = createHubLink({ open: async () => fake.hub, wait: async () => {} })
    const seen: unknown[] = []
    link.on('DeviceTamperMessage', (message) => seen.push(message))
    await link.start()
    expect(link.state()).toBe('connected')
    const tamper = { target: 'DeviceTamperMessage', message: { vehicleId: 1 } } as unknown as VehicleHubMessage
    fake.push(tamper)
    fake.push({ target: 'DeviceGpsLocationMessage', message: {} } as unknown as VehicleHubMessage)
    expect(seen).toEqual([{ vehicleId: 1 }])
  })

  it('tries after 0, 2, 10 and 30 seconds, then is offline until reconnect(), which revalidates', async () => {
    let up = false
    const fake = fakeHub(() => up)
    const waits: number[] = []
    const onReconnected = vi.fn()
    const link = createHubLink({ open: async () => fake.hub, onReconnected, wait: async (ms) => void waits.push(ms) })
    await link.start()
    expect(waits).toEqual([2000, 10000, 30000])
    expect(fake.attempts()).toBe(4)
    expect(link.state()).toBe('offline')
    up = true
    await link.reconnect()
    expect(link.state()).toBe('connected')
    expect(onReconnected).toHaveBeenCalledOnce()
  })

  it("follows signalr's automatic reconnect and gives up as offline", async () => {
    const fake = fakeHub(() => true)
    const onReconnected = vi.fn()
    const link = createHubLink({ open: async () => fake.hub, onReconnected, wait: async () => {} })
    const states: string[] = []
    link.subscribeState(() => states.push(link.state()))
    await link.start()
    for (const cb of fake.callbacks.reconnecting) cb()
    for (const cb of fake.callbacks.reconnected) cb()
    for (const cb of fake.callbacks.reconnecting) cb()
    for (const cb of fake.callbacks.close) cb()
    expect(states).toEqual(['connected', 'reconnecting', 'connected', 'reconnecting', 'offline'])
    expect(onReconnected).toHaveBeenCalledOnce()
  })

  it('sends the watched vehicles once connected, on every change and again after each reconnect', async () => {
    const fake = fakeHub(() => true)
    const link = createHubLink({ open: async () => fake.hub, wait: async () => {} })
    const releaseCards = link.watch([1, 2])
    await settled()
    expect(fake.watched).toEqual([])
    await link.start()
    await settled()
    expect(fake.watched).toEqual([[1, 2]])
    const releaseModal = link.watch([2, 3])
    await settled()
    expect(fake.watched.at(-1)).toEqual([1, 2, 3])
    for (const cb of fake.callbacks.reconnecting) cb()
    for (const cb of fake.callbacks.reconnected) cb()
    await settled()
    expect(fake.watched.at(-1)).toEqual([1, 2, 3])
    expect(fake.watched).toHaveLength(3)
    releaseModal()
    await settled()
    expect(fake.watched.at(-1)).toEqual([1, 2])
    releaseCards()
    await settled()
    expect(fake.watched.at(-1)).toBeNull()
  })

  it('swaps a set for the next one in one call, never asking for every vehicle in between', async () => {
    const fake = fakeHub(() => true)
    const link = createHubLink({ open: async () => fake.hub, wait: async () => {} })
    const releaseFirstPage = link.watch([1, 2])
    await link.start()
    await settled()
    // What a page does when its vehicles change: the effect's cleanup, then the new effect, in one commit.
    releaseFirstPage()
    link.watch([3, 4])
    await settled()
    expect(fake.watched).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('does not ask for any set while nothing is watched', async () => {
    const fake = fakeHub(() => true)
    const link = createHubLink({ open: async () => fake.hub, wait: async () => {} })
    await link.start()
    for (const cb of fake.callbacks.reconnected) cb()
    expect(fake.watched).toEqual([])
  })
})
