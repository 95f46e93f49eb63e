// The package export convention of docs/packages.md, held by a test: each entry point is TypeScript source under
// `source` and `default` alike, nothing is built for a package that is consumed as source, and the simulator stays
// clear of the database layer.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')

type Manifest = {
  name?: string
  exports?: unknown
  scripts?: Record<string, string>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  [field: string]: unknown
}

const convention = 'docs/packages.md'

/** What is wrong with a manifest under the convention, each with what to do instead; `exists` checks entry files. */
function manifestProblems(manifest: Manifest, exists: (path: string) => boolean): string[] {
  const problems: string[] = []
  const name = manifest.name ?? '(unnamed)'
  const exported = manifest.exports
  if (exported === undefined) return [`${name}: declares no "exports"; list its entry points as ${convention} shows`]
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
    return [`${name}: "exports" must map each entry point to { "source", "default" } (${convention})`]
  }
  for (const [entry, target] of Object.entries(exported as Record<string, unknown>)) {
    const where = `${name} exports["${entry}"]`
    if (entry !== '.' && !entry.startsWith('./')) {
      problems.push(`${where}: an entry point is "." or starts with "./" (${convention})`)
      continue
    }
    const keys = typeof target === 'object' && target !== null ? Object.keys(target) : []
    if (keys.join() !== 'source,default') {
      problems.push(`${where}: write exactly { "source": "./src/….ts", "default": the same file } (${convention})`)
      continue
    }
    const { source, default: fallback } = target as { source: unknown; default: unknown }
    if (source !== fallback) problems.push(`${where}: "source" and "default" name the same file (${convention})`)
    if (typeof source !== 'string' || !/^\.\/.+\.tsx?$/.test(source)) {
      problems.push(`${where}: points at TypeScript source ("./….ts"), never at a build output (${convention})`)
    } else if (!exists(source)) problems.push(`${where}: ${source} does not exist`)
  }
  for (const field of ['main', 'module', 'types', 'typings', 'files', 'browser']) {
    if (field in manifest) problems.push(`${name}: drop "${field}"; "exports" alone says what the package offers`)
  }
  if (manifest.scripts?.build !== undefined) {
    problems.push(`${name}: a package consumed as source builds nothing; drop the "build" script (${convention})`)
  }
  return problems
}

/** Every workspace package that others import: the folders under packages/ and services/, and e2e's harness. */
function importedPackages(): { dir: string; manifest: Manifest }[] {
  const dirs = ['packages', 'services'].flatMap((group) =>
    readdirSync(join(repoRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, group, entry.name, 'package.json')))
      .map((entry) => join(repoRoot, group, entry.name)),
  )
  return [...dirs, join(repoRoot, 'e2e')].map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
  }))
}

describe('the package export convention', () => {
  it('holds for every package under packages/ and services/, and for e2e', () => {
    const packages = importedPackages()
    expect(packages.length).toBeGreaterThanOrEqual(13)
    const problems = packages.flatMap(({ dir, manifest }) =>
      manifestProblems(manifest, (path) => existsSync(join(dir, path))),
    )
    expect(problems).toEqual([])
  })

  it('keeps the simulator clear of the database layer, however deep the dependency', () => {
    const byName = new Map(importedPackages().map(({ manifest }) => [manifest.name, manifest]))
    const reached = new Set<string>()
    const visit = (name: string) => {
      for (const dependency of Object.keys(byName.get(name)?.dependencies ?? {})) {
        if (!dependency.startsWith('@vigil/') || reached.has(dependency)) continue
        reached.add(dependency)
        visit(dependency)
      }
    }
    visit('@vigil/device-sim')
    expect(reached.has('@vigil/db')).toBe(false)
    expect(reached.has('@vigil/device-protocols')).toBe(true)
  })
})

describe('the manifest check', () => {
  const everyFile = () => true
  const good = { name: '@vigil/good', exports: { '.': { source: './src/index.ts', default: './src/index.ts' } } }

  it('accepts the convention, subpath entries included', () => {
    const subpaths = {
      ...good,
      exports: { ...good.exports, './testing': { source: './test/support.ts', default: './test/support.ts' } },
    }
    expect(manifestProblems(subpaths, everyFile)).toEqual([])
  })

  it('names each way out of it', () => {
    const built = {
      name: '@vigil/built',
      main: './dist/index.js',
      files: ['dist'],
      scripts: { build: 'tsup' },
      exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } },
    }
    expect(manifestProblems(built, everyFile)).toEqual([
      '@vigil/built exports["."]: write exactly { "source": "./src/….ts", "default": the same file } (docs/packages.md)',
      '@vigil/built: drop "main"; "exports" alone says what the package offers',
      '@vigil/built: drop "files"; "exports" alone says what the package offers',
      '@vigil/built: a package consumed as source builds nothing; drop the "build" script (docs/packages.md)',
    ])
    const drifted = {
      name: '@vigil/drifted',
      exports: {
        '.': { source: './src/index.ts', default: './dist/index.js' },
        testing: { source: './src/testing.ts', default: './src/testing.ts' },
        './gone': { source: './src/gone.ts', default: './src/gone.ts' },
      },
    }
    expect(manifestProblems(drifted, (path) => path !== './src/gone.ts')).toEqual([
      '@vigil/drifted exports["."]: "source" and "default" name the same file (docs/packages.md)',
      '@vigil/drifted exports["testing"]: an entry point is "." or starts with "./" (docs/packages.md)',
      '@vigil/drifted exports["./gone"]: ./src/gone.ts does not exist',
    ])
    expect(manifestProblems({ name: '@vigil/none' }, everyFile)).toEqual([
      '@vigil/none: declares no "exports"; list its entry points as docs/packages.md shows',
    ])
    expect(manifestProblems({ name: '@vigil/text', exports: './src/index.ts' }, everyFile)).toEqual([
      '@vigil/text: "exports" must map each entry point to { "source", "default" } (docs/packages.md)',
    ])
    expect(
      manifestProblems(
        { name: '@vigil/js', exports: { '.': { source: './index.js', default: './index.js' } } },
        everyFile,
      ),
    ).toEqual([
      '@vigil/js exports["."]: points at TypeScript source ("./….ts"), never at a build output (docs/packages.md)',
    ])
  })
})
