// Story fixtures the apps' page stories share with the kit's own, so a page and its parts show one set of places and
// rules (an entry point of its own, as docs/packages.md has test helpers: nothing the apps run loads it).
export * from './GeofenceEditor/geofence.fixture.ts'
export * from './TheftRuleList/theft-rule.fixture.ts'
