import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { findStaleFiles, packageRoot } from '../scripts/stale-files.ts'

const run = promisify(execFile)
const scratch: string[] = []
afterEach(async () => {
  await Promise.all(scratch.splice(0).map((path) => rm(path, { recursive: true, force: true })))
})

const packageCopy = async (files: Record<string, string>) => {
  const root = await mkdtemp(join(tmpdir(), 'api-client-copy-'))
  scratch.push(root)
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), text)
  }
  return root
}

describe('findStaleFiles', () => {
  const committed = {
    'openapi.json': '{"openapi":"3.0.3"}\n',
    'src/generated/users/users.ts': 'export const getRoles = 1\n',
    'src/generated/model/index.ts': "export * from './role'\n",
    'src/mutator.ts': 'not generated\n',
  }

  it('finds nothing when the copies match', async () => {
    expect(await findStaleFiles(await packageCopy(committed), await packageCopy(committed))).toEqual([])
  })

  it('names changed, missing and new generated files, and ignores the rest of the package', async () => {
    const fresh = await packageCopy({
      'openapi.json': '{"openapi":"3.0.3","paths":{}}\n',
      'src/generated/users/users.ts': committed['src/generated/users/users.ts'],
      'src/generated/companies/companies.ts': 'export const getCompanies = 1\n',
      'src/mutator.ts': 'changed, but not generated\n',
    })
    expect(await findStaleFiles(await packageCopy(committed), fresh)).toEqual([
      'openapi.json',
      'src/generated/companies/companies.ts',
      'src/generated/model/index.ts',
    ])
  })
})

describe('check:fresh', () => {
  // One generation serves both checks (the test command ran it twice before): the committed client with one file
  // edited is stale in that file alone, so every other committed file matches the API's routes as they are.
  it('passes every committed generated file but the one edited, and names that one', async () => {
    const committed = await mkdtemp(join(tmpdir(), 'api-client-committed-'))
    scratch.push(committed)
    await cp(join(packageRoot, 'openapi.json'), join(committed, 'openapi.json'))
    await cp(join(packageRoot, 'src', 'generated'), join(committed, 'src', 'generated'), { recursive: true })
    const edited = join(committed, 'src', 'generated', 'auth', 'auth.ts')
    await writeFile(edited, `${await readFile(edited, 'utf8')}\nexport const handEdited = true\n`)

    const failure = await run(
      process.execPath,
      ['--conditions=source', 'scripts/check-fresh.ts', '--committed', committed],
      { cwd: packageRoot },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain('The generated API client is stale')
    const staleFiles = failure?.stderr
      .split('Stale files:\n')[1]
      ?.trim()
      .split('\n')
      .map((line) => line.trim())
    expect(staleFiles).toEqual(['src/generated/auth/auth.ts'])
  }, 120_000)
})
