import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeOpenApiDocument } from '@vigil/api'
import { generate } from 'orval'

import { packageRoot } from './stale-files.ts'

const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url))

/** Writes the API's OpenAPI document (no database needed), formatted as Biome would, to `{root}/openapi.json`. */
export async function writeOpenApi(root: string): Promise<void> {
  const scratch = await mkdtemp(join(packageRoot, 'node_modules', '.openapi-'))
  try {
    await writeOpenApiDocument(join(scratch, 'openapi.json'))
    const text = await readFile(join(scratch, 'openapi.json'), 'utf8')
    const formatted = execFileSync(biome, ['format', '--stdin-file-path=openapi.json'], {
      cwd: packageRoot,
      input: text,
      encoding: 'utf8',
    })
    await writeFile(join(root, 'openapi.json'), formatted)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** Regenerates the SWR client of `root` (this package, or a scratch copy of its src) from a fresh document. */
export async function generateClient(root: string = packageRoot): Promise<void> {
  await writeOpenApi(root)
  process.env.VIGIL_CLIENT_ROOT = root
  await generate(join(packageRoot, 'orval.config.ts'))
}
