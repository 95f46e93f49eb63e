// Adds demo clients, drivers, vehicles, devices and companies to the configured database.
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { DEMO_PASSWORD, demoSignIns, seedDemoData } from '../src/db/seed/demo.ts'
import { seedReferenceData } from '../src/db/seed/index.ts'

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
