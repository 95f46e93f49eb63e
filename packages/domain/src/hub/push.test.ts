import { describe, expect, it } from 'vitest'
import type { DeviceGpsLocationMessage } from '../vehicles/types.ts'
import { HUB_TARGETS, type HubPush, hubPush } from './push.ts'

const gps: DeviceGpsLocationMessage = {
  vehicleId: 1,
  latitudeDegrees: -26.2,
  longitudeDegrees: 28.04,
  deviceDateTime: '2026-11-27T09:00:00.000Z',
  receivedDateTime: '2026-11-27T09:54:00.000Z',
}

// The drifts issue #26 found, each a typecheck error now (typecheck fails on an expect-error that no longer errs, so
// these lines also prove the type still refuses them).
const drifts = [
  // @ts-expect-error a GPS push without the device's time (the client's old type had none)
  { target: 'DeviceGpsLocationMessage', message: { ...gps, deviceDateTime: undefined } },
  // @ts-expect-error the server's old shape: what a push carries is its `message`, not a `payload`
  { target: 'DeviceGpsLocationMessage', payload: gps },
  // @ts-expect-error a target the hub does not send
  { target: 'DeviceIgnitionMessage', message: gps },
  // @ts-expect-error what one target carries under another
  { target: 'DeviceLockUnlockMessage', message: gps },
] satisfies HubPush[]

describe('the hub push type', () => {
  it('lists every target once', () => {
    expect(new Set(HUB_TARGETS).size).toBe(HUB_TARGETS.length)
    expect([...HUB_TARGETS].sort()).toEqual([
      'AlarmMessage',
      'DeviceBatteryMessage',
      'DeviceContactMessage',
      'DeviceGpsLocationMessage',
      'DeviceLockUnlockMessage',
      'DeviceTamperMessage',
      'VehicleCommandMessage',
      'VehicleOnboardingMessage',
    ])
  })

  it('refuses at typecheck each drift issue #26 found (the expect-error lines above)', () => {
    expect(drifts).toHaveLength(4)
  })

  it('builds a push as the hub sends it: its target and what it carries, device and receive times included', () => {
    expect(hubPush('DeviceGpsLocationMessage', gps)).toEqual({ target: 'DeviceGpsLocationMessage', message: gps })
  })
})
