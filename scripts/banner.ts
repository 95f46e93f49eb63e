// Printed by `pnpm start` once the product answers: where it is and who can sign in. Run with `--conditions=source`
// so the demo accounts come from the API's own seed (one list of them).

import { type Config, wantsDemoData } from '@vigil/api'
import { DEMO_PASSWORD, demoSignIns } from '@vigil/db/seed'

const env = process.env
const port = Number(env.PORT?.trim() || 5080)
const url = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
const burnIn = env.BURNIN_URL?.trim() || `http://localhost:${env.BURNIN_PORT?.trim() || 5081}`
const fleet = process.argv.includes('--fleet')

/** Waits for the API's liveness answer (migrations and the first start's seeding come before it). */
async function answered(): Promise<boolean> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return false
}

if (await answered()) {
  const lines = [
    '',
    `Vigil is running at ${url}`,
    `  dashboard ${url}/login · installation checklist ${url}/installation-checklist · sign-up ${url}/sign-up`,
    `  burn-in ${burnIn} · API reference ${url}/api/docs · metrics ${url}/metrics · mailbox ${url}/dev/mailbox`,
  ]
  if (wantsDemoData({ databaseUrl: env.DATABASE_URL?.trim() || undefined } as Config)) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`)
    for (const [role, email] of Object.entries(demoSignIns)) lines.push(`    ${role.padEnd(16)} ${email}`)
  }
  lines.push(
    fleet
      ? '  A simulated fleet drives the demo vehicles (start with --no-fleet to leave them parked).'
      : '  The simulated fleet is off.',
    '  Ctrl-C stops everything; data stays in DATA_DIR (default .data/); `pnpm start --reset` starts afresh.',
    '',
  )
  console.log(lines.join('\n'))
}
