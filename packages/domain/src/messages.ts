// The product's texts: every message a person reads, whether an app shows it or the API answers it (problem
// titles, details and field errors). The spec's texts (§5 validation rules, §8 error catalogue) are copied exactly;
// the API's answers are compared byte for byte by its tests, so a text here changes only with the product.
//
// One file an area (messages/): the apps' bundles place each where the pages that read it are, so /login's code
// carries the sign-in texts, not the audit screen's or the burn-in station's.

export * from './messages/admin.ts'
export * from './messages/burnin.ts'
export * from './messages/checklist.ts'
export * from './messages/general.ts'
export * from './messages/lists.ts'
export * from './messages/notifications.ts'
export * from './messages/outcomes.ts'
export * from './messages/vehicles.ts'
