import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const migrations = join(root, 'src/migrations')

describe('the migrations', () => {
  it('already hold the schema, as `db:generate` reads it (the domain lists included)', async () => {
    // Generated into a copy, so a schema change without its migration fails here rather than writing one.
    const out = mkdtempSync(join(tmpdir(), 'vigil-migrations-'))
    try {
      cpSync(migrations, out, { recursive: true })
      const config = join(out, 'drizzle.config.ts')
      // drizzle-kit reads `out` relative to where it runs (and exits 0 on an error, so the test reads its output).
      const outFromRoot = relative(root, out)
      writeFileSync(
        config,
        `import base from ${JSON.stringify(join(root, 'drizzle.config.ts'))}\nexport default { ...base, out: ${JSON.stringify(outFromRoot)} }\n`,
      )
      // The package's own script, with this test's Node: it must give drizzle-kit what it needs to load the schema.
      const script: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['db:generate']
      const [command, ...args] = script.split(' ')
      expect(command).toBe('node')
      const { stdout } = await promisify(execFile)(process.execPath, [...args, '--config', config], { cwd: root })
      expect(stdout).toContain('No schema changes, nothing to migrate')
      expect(readdirSync(out).sort()).toEqual([...readdirSync(migrations), 'drizzle.config.ts'].sort())
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
