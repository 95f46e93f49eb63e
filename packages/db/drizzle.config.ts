import { defineConfig } from 'drizzle-kit'

// The schema takes its lists from @vigil/domain, whose Node export is the published build (dist/): `db:generate`
// runs drizzle-kit with the `source` condition, as the workspace's other Node tools run, so it loads the TypeScript.
// device-events.ts is not listed: that table is partitioned and created by a hand-written migration.
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  out: './src/migrations',
  schema: [
    './src/schema/accounts.ts',
    './src/schema/alarms.ts',
    './src/schema/audit.ts',
    './src/schema/burnin.ts',
    './src/schema/companies.ts',
    './src/schema/fleet.ts',
    './src/schema/installations.ts',
    './src/schema/notifications.ts',
    './src/schema/onboarding.ts',
    './src/schema/reference.ts',
    './src/schema/telemetry.ts',
    './src/schema/theft-rules.ts',
  ],
})
