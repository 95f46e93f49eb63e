import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const packageRoot = fileURLToPath(new URL('..', import.meta.url))

/** The files `generate` writes, relative to the package: the document and everything under src/generated. */
export const GENERATED_PATHS = ['openapi.json', 'src/generated'] as const

/** Every file at the generated paths under `root`, relative to it; missing paths have none. */
async function generatedFiles(root: string): Promise<string[]> {
  const files: string[] = []
  for (const path of GENERATED_PATHS) {
    const info = await stat(join(root, path)).catch(() => null)
    if (info?.isFile()) files.push(path)
    if (!info?.isDirectory()) continue
    const entries = await readdir(join(root, path), { recursive: true, withFileTypes: true })
    for (const entry of entries) if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)))
  }
  return files
}

/** The generated files that differ between two copies of the package, or exist in only one of them. */
export async function findStaleFiles(committedRoot: string, freshRoot: string): Promise<string[]> {
  const [committed, fresh] = await Promise.all([generatedFiles(committedRoot), generatedFiles(freshRoot)])
  const stale: string[] = []
  for (const file of [...new Set([...committed, ...fresh])].sort()) {
    const [before, after] = await Promise.all(
      [committedRoot, freshRoot].map((root) => readFile(join(root, file), 'utf8').catch(() => null)),
    )
    if (before !== after) stale.push(file)
  }
  return stale
}
