// Fails the build when the JavaScript a cold visit to /login downloads passes its budget (issue #13: 150 KiB gzipped;
// the open-source leader's web app loads 530 KiB there).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { entryKeys, readManifest, withStaticImports } from './manifest.ts'

export const LOGIN_BUDGET_BYTES = 150 * 1024

/** `entry` is the HTML page, `route` the lazy route module /login loads (manifest keys, relative to the app root). */
export function loginBudget({ route, budget = LOGIN_BUDGET_BYTES }: { route: string; budget?: number }): Plugin {
  let outDir = ''
  return {
    name: 'vigil-login-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const manifest = readManifest(outDir)
      const entries = entryKeys(manifest)
      if (!manifest[route]) throw new Error(`The /login route module ${route} is not in the build manifest`)
      const files = new Set<string>()
      for (const key of [...entries, route]) withStaticImports(manifest, key, files)
      const sizes = [...files]
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, gzipped: gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length }))
      const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0)
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
      for (const { file, gzipped } of sizes) console.log(`  /login JS  ${kib(gzipped).padStart(10)}  ${file}`)
      console.log(`/login loads ${kib(total)} of gzipped JavaScript (budget ${kib(budget)})`)
      if (total > budget) {
        throw new Error(`/login's JavaScript is ${kib(total)} gzipped, over its budget of ${kib(budget)}`)
      }
    },
  }
}
