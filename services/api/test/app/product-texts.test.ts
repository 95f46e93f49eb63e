import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The API's answers take their words from the catalogue (@vigil/domain's messages.ts), so that a text is written once
// and a field error reads exactly as the form under that field would put it.

const source = fileURLToPath(new URL('../../src/', import.meta.url))

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return Promise.resolve(entry.name.endsWith('.ts') ? [path] : [])
    }),
  )
  return nested.flat()
}

/** A text written where a problem answer or a field error is made, instead of taken from the catalogue. */
const WRITTEN_IN_PLACE = [
  /\b(?:notFound|forbidden|unauthorized)\(\s*['"`]/,
  /\bnew Problem\([^)]*?,\s*['"`]/,
  /\bvalidationProblem\(\{[^}]*:\s*['"`]/,
  /\bexport const \w*[Mm]essages\s*=\s*\{/,
]

const textsWrittenInPlace = (files: { path: string; text: string }[]) =>
  files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line, at: `${relative(source, path)}:${index + 1}` }))
      .filter(({ line }) => WRITTEN_IN_PLACE.some((pattern) => pattern.test(line)))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  )

describe('the product texts the API answers', () => {
  it('come from the catalogue, not from the areas or the alarm desk', async () => {
    const paths = [...(await sourceFiles(join(source, 'areas'))), ...(await sourceFiles(join(source, 'alarms')))]
    const files = await Promise.all(paths.map(async (path) => ({ path, text: await readFile(path, 'utf8') })))
    expect(files.length).toBeGreaterThan(40)
    expect(textsWrittenInPlace(files)).toEqual([])
  })

  it('would notice a text written in place', () => {
    const written = [
      "throw notFound('Vehicle not found.')",
      "throw new Problem(409, problemTitles[409], 'Already there.')",
      "throw validationProblem({ Email: 'Taken' })",
      'export const userMessages = {',
    ].map((text, index) => ({ path: join(source, `example${index}.ts`), text }))
    expect(textsWrittenInPlace(written)).toHaveLength(4)
  })
})
