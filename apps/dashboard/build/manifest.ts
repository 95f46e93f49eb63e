// Reading Vite's build manifest (`build.manifest`): which chunk files a module brings with it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest

/** The manifest keys of the build's entries (the HTML page's scripts). */
export const entryKeys = (manifest: Manifest): string[] => Object.keys(manifest).filter((key) => manifest[key]?.isEntry)

/** The chunk files a module needs: itself and its static imports, transitively (what the browser fetches for it). */
export function withStaticImports(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files)
  return files
}
