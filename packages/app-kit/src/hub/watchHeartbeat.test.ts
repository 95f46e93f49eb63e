import type { VehicleHub } from '@vigil/api-client'
import type { VehicleHubMessage } from '@vigil/domain'
import { createHubLink, createPushAudit, type WatchHeartbeat } from './hubLink.ts'

const beat = (vehicleIds: number[], gpsPushes: Record<number, number>): WatchHeartbeat => ({ vehicleIds, gpsPushes })

describe('createPushAudit', () => {
  it('finds nothing lost while every GPS push the heartbeats count arrived', () => {
    const audit = createPushAudit()
    const answered = audit.watching([1, 2])
    answered()
    expect(audit.lost(beat([1, 2], { 1: 40, 2: 3 }))).toBe(false)
    audit.gps(1)
    audit.gps(1)
    audit.gps(2)
    expect(audit.lost(beat([2, 1], { 1: 42, 2: 4 }))).toBe(false)
    // A vehicle that stands still reports nothing: no count grows, nothing is missing.
    expect(audit.lost(beat([1, 2], { 1: 42, 2: 4 }))).toBe(false)
  })

  it('finds GPS pushes counted by the hub that never arrived', () => {
    const audit = createPushAudit()
    audit.watching([1])()
    expect(audit.lost(beat([1], { 1: 10 }))).toBe(false)
    audit.gps(1)
    expect(audit.lost(beat([1], { 1: 12 }))).toBe(true)
  })

  it('finds a watch set the hub no longer holds, once its WatchVehicles was answered', () => {
    const audit = createPushAudit()
    const answered = audit.watching([1, 2])
    // A heartbeat written before the hub read the new set says nothing yet.
    expect(audit.lost(beat([], {}))).toBe(false)
    answered()
    expect(audit.lost(beat([1, 2], {}))).toBe(false)
    expect(audit.lost(beat([1], {}))).toBe(true)
  })

  it('starts afresh after a new watch set or a new connection', () => {
    const audit = createPushAudit()
    audit.watching([1])()
    audit.lost(beat([1], { 1: 10 }))
    audit.watching([1, 2])()
    // Pushes for 1 were not sent while the set changed; the first heartbeat after it is the new baseline.
    expect(audit.lost(beat([1, 2], { 1: 15, 2: 0 }))).toBe(false)
    audit.reset()
    audit.watching([1, 2])()
    expect(audit.lost(beat([1, 2], { 1: 30, 2: 0 }))).toBe(false)
  })
})

/** A connected hub whose heartbeats and pushes the test sends. */
function heartbeatingHub() {
  const handlers = new Map<string, (argument: unknown) => void>()
  const closed: (() => void)[] = []
  const listeners = new Set<(update: VehicleHubMessage) => void>()
  let starts = 0
  let stops = 0
  const connection = {
    state: 'Disconnected',
    on: (target: string, handler: (argument: unknown) => void) => handlers.set(target, handler),
    onreconnecting: () => {},
    onreconnected: () => {},
    onclose: (callback: () => void) => closed.push(callback),
  }
  const hub = {
    connection,
    start: async () => {
      starts++
      connection.state = 'Connected'
    },
    stop: async () => {
      stops++
      connection.state = 'Disconnected'
      for (const callback of closed) callback()
    },
    subscribe: (listener: (update: VehicleHubMessage) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    watchVehicles: async () => {},
  } as unknown as VehicleHub
  return {
    hub,
    heartbeat: (value: WatchHeartbeat) => handlers.get('WatchHeartbeat')?.(value),
    gps: (vehicleId: number) => {
      const update = { target: 'DeviceGpsLocationMessage', message: { vehicleId } } as unknown as VehicleHubMessage
      for (const listener of listeners) listener(update)
    },
    starts: () => starts,
    stops: () => stops,
  }
}

const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('a hub link whose pushes get lost', () => {
  it('stops saying it is connected, connects again and revalidates, while a healthy one stays as it is', async () => {
    const fake = heartbeatingHub()
    let revalidations = 0
    const link = createHubLink({
      open: async () => fake.hub,
      wait: async () => {},
      onReconnected: () => revalidations++,
    })
    const states: string[] = []
    link.subscribeState(() => states.push(link.state()))
    link.watch([7])
    await link.start()
    await settled()

    fake.heartbeat(beat([7], { 7: 100 }))
    fake.gps(7)
    fake.heartbeat(beat([7], { 7: 101 }))
    expect(link.state()).toBe('connected')
    expect(fake.stops()).toBe(0)

    // The hub handed out three more positions of vehicle 7; none arrived.
    fake.heartbeat(beat([7], { 7: 104 }))
    await settled()
    expect(states).toEqual(['connected', 'reconnecting', 'connected'])
    expect(fake.stops()).toBe(1)
    expect(fake.starts()).toBe(2)
    expect(link.state()).toBe('connected')
    expect(revalidations).toBe(1)
  })
})
