// Adds demo clients, drivers, vehicles, devices and companies to the configured database.

import { openDatabase } from '@vigil/db'
import { DEMO_PASSWORD, demoSignIns, seedDemoData, seedReferenceData } from '@vigil/db/seed'
import { loadConfig } from '../src/config.ts'

const config = loadConfig()
const database = await openDatabase(config)
try {
  await seedReferenceData(database.db, { ...config, announce: console.log })
  const demo = await seedDemoData(database.db)
  console.log(
    `Demo data ready: ${demo.accountHolderIds.length} account holders, ${demo.vehicleIds.length} vehicles, ${demo.companyIds.length} companies.`,
  )
  for (const [role, email] of Object.entries(demoSignIns)) console.log(`  ${role}: ${email} / ${DEMO_PASSWORD}`)
} finally {
  await database.close()
}
