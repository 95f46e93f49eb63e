import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { indexRedirect, problemTitles, requestMessages } from '@vigil/domain'
import { Problem } from '@vigil/server-kit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fallbackApp, isServerPath, type WebApp, webApps } from './apps.ts'

// Hashed file names change with their content, so a browser may keep an asset for good.
const assetCacheControl = 'public, max-age=31536000, immutable'

/**
 * Serves the built web apps on the API's origin: each app's routes answer its `index.html` (deep links and reloads
 * work, the app routes in the browser), `/assets/<app>/…` its files, precompressed when the browser accepts it,
 * `/` redirects by host name, and unknown paths get the dashboard's 404 page. Register after the API routes.
 */
export async function webAppsPlugin(app: FastifyInstance): Promise<void> {
  const dist = (name: WebApp) => join(app.config.appsDir, name, 'dist')

  // Read on every request (it is small): a rebuild shows up without restarting the API. An address the build
  // prerendered answers its own page (`login.html` for /login: apps/dashboard/build/prerender.ts), which paints before
  // the app's code has run; every other route answers index.html. Pages are sent precompressed when the browser accepts.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, name: WebApp, url: string, status: number) => {
    const page =
      (await readPage(dist(name), pageFile(url), acceptedEncodings(request))) ??
      (await readPage(dist(name), 'index.html', new Set()))
    if (!page) throw new Problem(503, problemTitles.appNotBuilt, requestMessages.appNotBuilt(name))
    if (page.encoding) reply.header('content-encoding', page.encoding)
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(page.body)
  }

  app.get('/', { schema: { hide: true } }, async (request, reply) => reply.redirect(indexRedirect(request.hostname)))

  for (const name of Object.keys(webApps) as WebApp[]) {
    for (const url of webApps[name]) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, name, url, 200))
    }
    await app.register(fastifyStatic, {
      root: join(dist(name), 'assets', name),
      prefix: `/assets/${name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      // Set here rather than through maxAge/immutable, so the header reads the same whatever @fastify/send does.
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', assetCacheControl),
    })
  }

  // Any other GET: the dashboard's 404 page, except under the server's own paths, which keep problem details.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isServerPath(request.url.split('?')[0]!)) return reply.callNotFound()
    return sendPage(request, reply, fallbackApp, '/*', 404)
  })
}

/** A route's prerendered page file, beside index.html: '/login' -> 'login.html'; a route with a wildcard has none. */
const pageFile = (url: string): string => (url.includes('*') ? 'index.html' : `${url.replace(/^\/+/, '')}.html`)

type Encoding = 'br' | 'gzip'

/** The precompressed variants the build writes (scripts/vite-app.ts) that the request accepts (q=0 refuses one). */
function acceptedEncodings(request: FastifyRequest): Set<Encoding> {
  const accepted = new Set<Encoding>()
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((value) => value.trim().toLowerCase())
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue
    if (coding === 'br' || coding === 'gzip') accepted.add(coding)
  }
  return accepted
}

/** A page's file, brotli or gzip when accepted and written; undefined when the page is not there. */
async function readPage(
  dir: string,
  file: string,
  accepted: Set<Encoding>,
): Promise<{ body: Buffer; encoding?: Encoding } | undefined> {
  for (const encoding of ['br', 'gzip'] as const) {
    if (!accepted.has(encoding)) continue
    const body = await readIfThere(join(dir, `${file}.${encoding === 'br' ? 'br' : 'gz'}`))
    if (body) return { body, encoding }
  }
  const body = await readIfThere(join(dir, file))
  return body ? { body } : undefined
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
