import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findBoundaryCrossings } from '../src/import-boundaries.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

describe('package boundaries', () => {
  it('has no package importing another package other than by its name and exported entry points', () => {
    expect(findBoundaryCrossings(repoRoot)).toEqual([])
  })
})

describe('the boundary check', () => {
  const root = mkdtempSync(join(tmpdir(), 'vigil-boundaries-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
    return join(root, file)
  }
  const manifest = (name: string, extra: object = {}) => JSON.stringify({ name, ...extra })
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n  - services/*\n')
  write('package.json', manifest('fixture'))
  write('scripts/vite-app.ts', 'export const shared = 1\n')
  write(
    'packages/db/package.json',
    manifest('@vigil/db', { exports: { '.': './src/index.ts', './testing': './src/testing.ts' } }),
  )
  write('services/api/package.json', manifest('@vigil/api', { dependencies: { '@vigil/db': 'workspace:*' } }))
  write('services/burnin/package.json', manifest('@vigil/burnin', { dependencies: { '@vigil/db': 'workspace:*' } }))
  const files = [
    write(
      'packages/db/src/index.ts',
      "export * from './client.ts'\nimport { shared } from '../../../scripts/vite-app.ts'\n",
    ),
    write(
      'services/api/src/server.ts',
      [
        "import { openDatabase } from '@vigil/db'",
        "import { drivers } from '@vigil/db/testing'",
        "import { schema } from '@vigil/db/schema'",
        "import { seed } from '../../../packages/db/src/seed.ts'",
        "import fastify from 'fastify'",
        '',
      ].join('\n'),
    ),
    write(
      'services/burnin/src/app.ts',
      [
        "// import { problem } from '../../api/src/comment.ts' is only a comment",
        "import type { Problem } from '../../api/src/http/problem.ts'",
        "const later = () => import('@vigil/api')",
        '',
      ].join('\n'),
    ),
  ]

  it('names imports by path into another package, entry points not exported and packages not declared', () => {
    expect(findBoundaryCrossings(root, files)).toEqual([
      { file: 'services/api/src/server.ts', specifier: '@vigil/db/schema', reason: '@vigil/db exports no ./schema' },
      {
        file: 'services/api/src/server.ts',
        specifier: '../../../packages/db/src/seed.ts',
        reason: 'reaches into @vigil/db by path',
      },
      {
        file: 'services/burnin/src/app.ts',
        specifier: '../../api/src/http/problem.ts',
        reason: 'reaches into @vigil/api by path',
      },
      {
        file: 'services/burnin/src/app.ts',
        specifier: '@vigil/api',
        reason: '@vigil/burnin does not declare @vigil/api',
      },
    ])
  })
})
