import type { TheftRule } from '@vigil/domain'

/** Stories' rules: one per kind a person can set, on the fixtures' geofences and scopes. */
export const nightAtHome: TheftRule = {
  id: 1,
  name: 'Leaves home at night',
  kind: 'leaves-geofence',
  scope: 'vehicle',
  scopeId: 1,
  enabled: true,
  schedule: [{ weekday: 'Mon', from: '06:00', to: '22:00' }],
  parameters: { geofenceId: 1 },
}

export const lockedMoving: TheftRule = {
  id: 2,
  name: 'Moves while locked',
  kind: 'moves-while-locked',
  scope: 'company',
  scopeId: 1,
  enabled: false,
  schedule: null,
  parameters: { displacementMeters: 100, speedKph: 10 },
}

export const silentTracker: TheftRule = {
  id: 3,
  name: 'Tracker unplugged',
  kind: 'tracker-silent',
  scope: 'account-holder',
  scopeId: 7,
  enabled: true,
  schedule: null,
  parameters: { silentAfterMinutes: 30 },
}
