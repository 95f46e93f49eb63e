// Our workspace packages resolve to their TypeScript source (the `source` export condition) — only ours: third-party
// packages such as react-aria-components also declare `source` but do not publish it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Alias } from 'vite'

const root = path.resolve(import.meta.dirname, '..')

export function workspaceSourceAliases(): Alias[] {
  const aliases: Alias[] = []
  for (const group of ['packages', 'apps', 'services']) {
    const groupDir = path.join(root, group)
    let entries: string[] = []
    try {
      entries = readdirSync(groupDir)
    } catch {
      continue
    }
    for (const entry of entries) {
      try {
        const pkg = JSON.parse(readFileSync(path.join(groupDir, entry, 'package.json'), 'utf8'))
        const source = pkg.exports?.['.']?.source
        if (typeof pkg.name === 'string' && typeof source === 'string') {
          aliases.push({
            find: new RegExp(`^${pkg.name.replace('/', '\\/')}$`),
            replacement: path.join(groupDir, entry, source),
          })
        }
      } catch {
        // not a package folder
      }
    }
  }
  return aliases
}
