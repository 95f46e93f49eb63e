import { defineConfig } from 'drizzle-kit'

// device-events.ts is not listed: that table is partitioned and created by a hand-written migration.
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  out: './src/db/migrations',
  schema: [
    './src/db/schema/accounts.ts',
    './src/db/schema/alarms.ts',
    './src/db/schema/burnin.ts',
    './src/db/schema/companies.ts',
    './src/db/schema/fleet.ts',
    './src/db/schema/installations.ts',
    './src/db/schema/onboarding.ts',
    './src/db/schema/reference.ts',
    './src/db/schema/telemetry.ts',
  ],
})
