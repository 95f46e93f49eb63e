import type { Geofence, ScopeChoice, ScopeKind } from '@vigil/domain'

/** Stories' geofences round Sandton and Rosebank, Johannesburg. */
export const sandtonHome: Geofence = {
  id: 1,
  name: 'Home',
  scope: 'vehicle',
  scopeId: 1,
  shape: { type: 'circle', centre: { latitudeDegrees: -26.1076, longitudeDegrees: 28.0567 }, radiusMeters: 400 },
}

export const rosebankDepot: Geofence = {
  id: 2,
  name: 'Rosebank depot',
  scope: 'company',
  scopeId: 1,
  shape: {
    type: 'polygon',
    points: [
      { latitudeDegrees: -26.142, longitudeDegrees: 28.036 },
      { latitudeDegrees: -26.142, longitudeDegrees: 28.048 },
      { latitudeDegrees: -26.152, longitudeDegrees: 28.048 },
      { latitudeDegrees: -26.152, longitudeDegrees: 28.036 },
    ],
  },
}

export const scopeChoicesFixture: Record<ScopeKind, ScopeChoice[]> = {
  vehicle: [
    { id: 1, label: 'CA 100-000' },
    { id: 2, label: 'ND 22 GP (Bakkie)' },
  ],
  'account-holder': [{ id: 7, label: 'Thandi Nkosi' }],
  company: [{ id: 1, label: 'Acme Logistics' }],
}
