// Mutation testing (StrykerJS with its Vitest runner) of the packages whose rules everything else trusts: domain,
// devices, server-kit and app-kit. Slow, so it is not part of `pnpm test`; run it by hand or on a schedule:
//
//   pnpm mutation                         every package, one after the other
//   pnpm mutation server-kit devices      those packages
//   pnpm mutation domain -- --mutate src/otp/otpReducer.ts --concurrency 2
//
// Each package's settings are in its stryker.config.json (one worker, per-test coverage, incremental: a run
// re-tests only the mutants whose code or tests changed since the last one; `--force` runs every mutant again).
// Reports: packages/<name>/reports/mutation/mutation.json; scores and accepted survivors: docs/mutation-testing.md.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const packages = ['domain', 'devices', 'server-kit', 'app-kit']

const separator = process.argv.indexOf('--')
const named = process.argv.slice(2, separator === -1 ? undefined : separator)
const strykerArgs = separator === -1 ? [] : process.argv.slice(separator + 1)
const unknown = named.filter((name) => !packages.includes(name))
if (unknown.length > 0) {
  console.error(`Unknown package ${unknown.join(', ')}: choose from ${packages.join(', ')}.`)
  process.exit(2)
}

let failed = false
for (const name of named.length > 0 ? named : packages) {
  console.log(`\n== mutation testing packages/${name}`)
  const stryker = spawn(join(root, 'node_modules/.bin/stryker'), ['run', ...strykerArgs], {
    cwd: join(root, 'packages', name),
    stdio: 'inherit',
  })
  const [code] = await once(stryker, 'exit')
  if (code !== 0) failed = true
}
process.exit(failed ? 1 : 0)
