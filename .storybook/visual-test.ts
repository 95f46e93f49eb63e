// `test:visual`: build the static catalogue, serve it on a free local port, run loki against it, exit with loki's code.
// Extra arguments go to loki (`pnpm test:visual update --storiesFilter 'Inputs/Button'`).
import { spawn, spawnSync } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const outputDir = path.join(root, 'storybook-static')
const lokiArgs = process.argv.slice(2)
const skipBuild = process.env.VISUAL_SKIP_BUILD === '1' && existsSync(outputDir)

if (!skipBuild) {
  const build = spawnSync('storybook', ['build', '--quiet', '--output-dir', outputDir, '--disable-telemetry'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
  let file = path.join(outputDir, path.normalize(pathname))
  if (!file.startsWith(outputDir)) {
    response.writeHead(403).end()
    return
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!existsSync(file)) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  const command = lokiArgs[0] === 'update' ? lokiArgs : ['test', ...lokiArgs]
  const loki = spawn('loki', [...command, '--reactUri', `http://127.0.0.1:${port}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  })
  loki.on('exit', (code, signal) => {
    server.close()
    process.exit(code ?? (signal ? 1 : 0))
  })
})
