// One Vite configuration for the three web apps, so they build and serve the same way: the API serves each app's
// `dist` on its own origin (services/api/src/web), and in development each app's dev server proxies to the API.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { workspaceSourceAliases } from '../.storybook/workspaceSource.ts'

export type AppName = 'dashboard' | 'checklist' | 'customer'

const root = path.resolve(import.meta.dirname, '..')
// The API in development: the embedded default's origin (README: `pnpm dev`).
const apiOrigin = process.env.VIGIL_API_ORIGIN ?? 'http://127.0.0.1:5080'

export function appViteConfig({ name, devPort }: { name: AppName; devPort: number }): UserConfig {
  return {
    root: path.join(root, 'apps', name),
    base: '/',
    plugins: [react(), precompress(), preloadFonts()],
    // Our workspace packages are consumed as TypeScript source (aliases, not the `source` condition: third-party
    // packages declare `source` too without publishing it).
    resolve: { alias: workspaceSourceAliases() },
    // Every styled component gets an id from its file and place (not from the order modules ran), so a page the build
    // prerenders hydrates in the browser with the same class names.
    oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } } },
    build: {
      outDir: path.join(root, 'apps', name, 'dist'),
      emptyOutDir: true,
      // Every app's assets live under their own prefix, so the three builds can share one origin.
      assetsDir: `assets/${name}`,
      manifest: true,
      target: 'baseline-widely-available',
    },
    server: {
      port: devPort,
      strictPort: true,
      proxy: {
        '/api': { target: apiOrigin, changeOrigin: true, ws: true },
        '/appsettings.json': { target: apiOrigin, changeOrigin: true },
        '/dev': { target: apiOrigin, changeOrigin: true },
      },
    },
    preview: { port: devPort, strictPort: true },
  }
}

// The kit's text faces (packages/ui/src/theme/fonts.ts), asked for with the page rather than after its styles are read,
// so the first paint is in Inter and text does not change face a moment later. The monospace waits: few screens show it.
const firstPaintFont = /\/inter-latin-\d+-normal-[\w-]+\.woff2$/

function preloadFonts(): Plugin {
  return {
    name: 'vigil-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => firstPaintFont.test(`/${file}`))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/

// Writes `.br` and `.gz` beside every text asset so the API sends precompressed files (@fastify/static preCompressed).
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'vigil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue
        const content = readFileSync(file)
        if (content.length < 1024) continue // not worth a second request header's worth of bytes
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).isFile())
}
