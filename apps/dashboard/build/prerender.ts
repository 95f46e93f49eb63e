// Prerenders pages at build time from the app's own components (`prerenderApp`: the tree the browser hydrates), so a
// cold visit paints the page as soon as its HTML and CSS arrive instead of after the app's JavaScript has run
// (issue #13: /login paints its form in under 300 ms). Each page is written beside index.html as `<path>.html`, which
// the API serves for that address (services/api/src/web), and names the page's chunks as modulepreloads so that they
// load alongside the entry instead of after it has run.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { readManifest, withStaticImports } from './manifest.ts'

type PrerenderModule = typeof import('@vigil/app-kit/prerender')
type RoutesModule = { routes: Parameters<PrerenderModule['prerenderApp']>[0]['routes'] }

export interface PrerenderOptions {
  /** The module exporting the app's `routes` (as main.tsx gives them to `createAppRoot`). */
  routes: string
  /** Each prerendered address and its route module (a manifest key): `{ '/login': 'src/pages/Login/index.ts' }`. */
  pages: Record<string, string>
}

/** The file a prerendered address is written to, beside index.html: '/login' -> 'login.html'. */
export const prerenderedFile = (address: string) => `${address.replace(/^\/+/, '')}.html`

export function prerender({ routes, pages }: PrerenderOptions): Plugin {
  let config: ResolvedConfig
  return {
    name: 'vigil-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    // After the bundle is written (index.html and the manifest are there), before `closeBundle` compresses the files.
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir)
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
      const manifest = readManifest(outDir)
      // The app's source, run in Node by Vite with the same configuration (aliases, styled-components' stable ids).
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        // Its ES module build: Node's CommonJS interop would hand `import styled from` the whole module object.
        ssr: { noExternal: ['styled-components'] },
      })
      try {
        const { prerenderApp } = (await server.ssrLoadModule('@vigil/app-kit/prerender')) as PrerenderModule
        const app = (await server.ssrLoadModule(routes)) as RoutesModule
        for (const [address, routeModule] of Object.entries(pages)) {
          if (!manifest[routeModule]) throw new Error(`The route module ${routeModule} is not in the build manifest`)
          const { html, styles } = await prerenderApp({ routes: app.routes, path: address })
          // At low priority: the entry and its own chunks come first, the page's code loads alongside them.
          const preloads = [...withStaticImports(manifest, routeModule)]
            .filter((file) => file.endsWith('.js') && !template.includes(`${config.base}${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${config.base}${file}">`)
          const page = fill(template, {
            '</head>': `${preloads.join('')}${styles}</head>`,
            '<div id="root"></div>': `<div id="root">${html}</div>`,
          })
          writeFileSync(path.join(outDir, prerenderedFile(address)), page)
          config.logger.info(`prerendered ${address}: ${(page.length / 1024).toFixed(1)} KiB of HTML`)
        }
      } finally {
        await server.close()
      }
    },
  }
}

/** Replaces each marker, which must be in the template exactly once. */
function fill(template: string, replacements: Record<string, string>): string {
  let page = template
  for (const [marker, replacement] of Object.entries(replacements)) {
    if (page.split(marker).length !== 2) throw new Error(`index.html must hold ${marker} exactly once`)
    page = page.replace(marker, () => replacement)
  }
  return page
}
