import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { indexRedirect } from '@vigil/domain'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Problem } from '../http/problem.ts'
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

  // Read on every request (it is small): a rebuild shows up without restarting the API.
  const sendIndex = async (reply: FastifyReply, name: WebApp, status: number) => {
    let html: Buffer
    try {
      html = await readFile(join(dist(name), 'index.html'))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      throw new Problem(503, 'App not built', `The ${name} app is not built: run \`pnpm build:apps\`.`)
    }
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
  }

  app.get('/', { schema: { hide: true } }, async (request, reply) => reply.redirect(indexRedirect(request.hostname)))

  for (const name of Object.keys(webApps) as WebApp[]) {
    for (const url of webApps[name]) {
      app.get(url, { schema: { hide: true } }, async (_request, reply) => sendIndex(reply, name, 200))
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
    return sendIndex(reply, fallbackApp, 404)
  })
}
