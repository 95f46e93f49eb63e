import type { DeviceEvent } from '@vigil/device-protocols'
import { gpsLocation, type HubMessage } from '@vigil/hub'
import { ulid } from 'ulid'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_PUSH_INTERVAL_MS, ContactPushes } from '../../src/ingest/contact.ts'
import type { StoredEvent } from '../../src/ingest/store.ts'

// Every report is the tracker's contact, but a push per battery, status and ignition report at fleet rate would flood
// the browser: a vehicle gets at most one contact push per interval, the newest of it, and none a GPS, lock, tamper or
// alarm push already carried.

const device = { id: 7, serialNumber: 'SN-7', vehicleId: 12 }
const received = new Date('2026-11-27T10:00:30.000Z')

const battery = (time: string, extra: Partial<StoredEvent> = {}): StoredEvent => ({
  device,
  event: {
    id: ulid(),
    serial: device.serialNumber,
    time: new Date(time),
    type: 'battery',
    data: { carBatteryMillivolts: 12_600, deviceBatteryMillivolts: 4_100 },
  } as DeviceEvent,
  ...extra,
})

const contactOf = (deviceDateTime: string): [number, HubMessage] => [
  12,
  {
    target: 'DeviceContactMessage',
    message: { vehicleId: 12, deviceDateTime, receivedDateTime: received.toISOString() },
  },
]

describe('contact pushes', () => {
  let published: [number, HubMessage][]
  let contacts: ContactPushes
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:30.000Z') })
    published = []
    contacts = new ContactPushes({ publish: async (id, message) => void published.push([id, message]) })
  })
  afterEach(() => vi.useRealTimers())

  it('pushes the first report no other push carried at once, then at most one per interval: the newest', async () => {
    expect(contacts.take([battery('2026-11-27T10:00:00.000Z')], [], received)).toEqual([
      contactOf('2026-11-27T10:00:00.000Z'),
    ])
    // Two more reports inside the interval wait; only the newer goes, at the interval's end.
    vi.advanceTimersByTime(5_000)
    expect(contacts.take([battery('2026-11-27T10:00:10.000Z')], [], received)).toEqual([])
    expect(contacts.take([battery('2026-11-27T10:00:20.000Z')], [], received)).toEqual([])
    vi.advanceTimersByTime(CONTACT_PUSH_INTERVAL_MS - 5_001)
    expect(published).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(published).toEqual([contactOf('2026-11-27T10:00:20.000Z')])
  })

  it('adds nothing for a report a pushed GPS fix carried as new, and drops a waiting one it overtook', async () => {
    const gps = (deviceDateTime: string) =>
      [
        12,
        gpsLocation({
          vehicleId: 12,
          latitudeDegrees: -26,
          longitudeDegrees: 28,
          deviceDateTime,
          receivedDateTime: received.toISOString(),
        }),
      ] as const
    expect(contacts.take([battery('2026-11-27T10:00:00.000Z')], [gps('2026-11-27T10:00:00.000Z')], received)).toEqual(
      [],
    )
    // The first contact push goes; a second waits, and a later batch's newer fix makes it needless.
    expect(contacts.take([battery('2026-11-27T10:00:05.000Z')], [], received)).toHaveLength(1)
    expect(contacts.take([battery('2026-11-27T10:00:06.000Z')], [], received)).toEqual([])
    contacts.take([], [gps('2026-11-27T10:00:07.000Z')], received)
    expect(contacts.take([battery('2026-11-27T10:00:04.000Z')], [gps('2026-11-27T10:00:07.000Z')], received)).toEqual(
      [],
    )
    await vi.advanceTimersByTimeAsync(CONTACT_PUSH_INTERVAL_MS)
    expect(published).toEqual([])
  })

  it('ignores late reports and trackers fitted to no vehicle, and sends what waits on close', async () => {
    expect(
      contacts.take(
        [
          battery('2026-11-27T10:00:00.000Z', { stale: true }),
          battery('2026-11-27T10:00:00.000Z', { device: { ...device, vehicleId: null } }),
        ],
        [],
        received,
      ),
    ).toEqual([])
    contacts.take([battery('2026-11-27T10:00:01.000Z')], [], received)
    contacts.take([battery('2026-11-27T10:00:02.000Z')], [], received)
    await contacts.flush()
    expect(published).toEqual([contactOf('2026-11-27T10:00:02.000Z')])
  })
})
