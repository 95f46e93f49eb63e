// Fails when the committed client no longer matches the API's routes: `check-fresh.ts [--committed <package copy>]`.
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { generateClient } from './client-generation.ts'
import { findStaleFiles, packageRoot } from './stale-files.ts'

const { values } = parseArgs({ options: { committed: { type: 'string', default: packageRoot } } })
const committedRoot = resolve(values.committed)

// Inside the package, so the mutator's imports resolve and relative import paths come out the same as here.
await mkdir(join(packageRoot, 'node_modules'), { recursive: true })
const freshRoot = await mkdtemp(join(packageRoot, 'node_modules', '.fresh-client-'))
try {
  await cp(join(packageRoot, 'src'), join(freshRoot, 'src'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(packageRoot, 'src', 'generated')),
  })
  await generateClient(freshRoot)
  const stale = await findStaleFiles(committedRoot, freshRoot)
  if (stale.length > 0) {
    console.error(
      `The generated API client is stale: the API's routes changed. Run \`npx pnpm@10.34.9 --filter @vigil/api-client generate\` and commit the result.\nStale files:\n${stale.map((file) => `  ${file}`).join('\n')}`,
    )
    process.exitCode = 1
  } else {
    console.log('The generated API client matches the API.')
  }
} finally {
  await rm(freshRoot, { recursive: true, force: true })
}
