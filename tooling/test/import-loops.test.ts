import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findFolderLoops, findImportLoops } from '../src/import-loops.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const readable = (loops: string[][]) => loops.map((loop) => loop.join(' -> '))

describe('import loops', () => {
  const instead =
    'break each loop: move what both files need into a third that imports neither (a type beside the one it ' +
    'describes), or let the caller hand the callee what it needs'

  it('has no loop between files anywhere in the workspace', () => {
    expect(readable(findImportLoops(repoRoot)), instead).toEqual([])
  })

  it('has no loop between folders (tests and stories aside)', () => {
    expect(readable(findFolderLoops(repoRoot)), instead).toEqual([])
  })
})

describe('the loop finder', () => {
  const root = mkdtempSync(join(tmpdir(), 'vigil-loops-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
    return join(root, file)
  }
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n  - services/*\n')
  write('package.json', JSON.stringify({ name: 'fixture' }))
  write(
    'packages/db/package.json',
    JSON.stringify({ name: '@vigil/db', exports: { '.': { source: './src/index.ts' } } }),
  )
  write('services/api/package.json', JSON.stringify({ name: '@vigil/api' }))
  // The three loops issue #31 found, as they were written.
  const files = [
    write('packages/db/src/index.ts', "export * from './client.ts'\n"),
    write('packages/db/src/client.ts', "import { analyseChangedTables } from './statistics.ts'\n"),
    write('packages/db/src/statistics.ts', "import type { Database } from './client.ts'\n"),
    write('packages/domain/src/vehicles/live.ts', "import type { VehicleHubMessage } from '../hub/push.ts'\n"),
    write('packages/domain/src/hub/push.ts', "import type { VehicleCommandMessage } from '../commands/types.ts'\n"),
    write('packages/domain/src/commands/types.ts', "import type { LockAction } from '../vehicles/card.ts'\n"),
    write('packages/domain/src/vehicles/card.ts', 'export type LockAction = "Lock" | "Unlock"\n'),
    write('services/api/src/ingest/pipeline.ts', "import { raiseAlarms } from '../alarms/raise.ts'\n"),
    write('services/api/src/ingest/store.ts', "import { openDatabase } from '@vigil/db'\n"),
    write('services/api/src/alarms/raise.ts', "import type { StoredEvent } from '../ingest/store.ts'\n"),
    // A story in a page's folder using the story kit that renders the page: no loop in the product.
    write('apps/web/src/pages/Home/Home.stories.tsx', "import { pageStory } from '../../stories/pageStory.tsx'\n"),
    write('apps/web/src/stories/pageStory.tsx', "import { Home } from '../pages/Home/Home.tsx'\n"),
    write('apps/web/src/pages/Home/Home.tsx', 'export const Home = () => null\n'),
  ]

  it('names a loop between files, through relative paths and package entry points', () => {
    expect(readable(findImportLoops(root, files))).toEqual([
      'packages/db/src/client.ts -> packages/db/src/statistics.ts -> packages/db/src/client.ts',
    ])
    const throughPackage = [...files, write('packages/db/src/seed.ts', "import '@vigil/db'\n")]
    write('packages/db/src/client.ts', "import './seed.ts'\n")
    expect(readable(findImportLoops(root, throughPackage))).toEqual([
      'packages/db/src/client.ts -> packages/db/src/seed.ts -> packages/db/src/index.ts -> packages/db/src/client.ts',
    ])
    write('packages/db/src/client.ts', "import { analyseChangedTables } from './statistics.ts'\n")
  })

  it('names a loop between folders, however many folders it passes', () => {
    expect(readable(findFolderLoops(root, files))).toEqual([
      'packages/domain/src/commands -> packages/domain/src/vehicles -> packages/domain/src/hub -> packages/domain/src/commands',
      'services/api/src/alarms -> services/api/src/ingest -> services/api/src/alarms',
    ])
  })
})
