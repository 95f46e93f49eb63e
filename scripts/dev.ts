// `pnpm dev`: the API and burn-in service as `pnpm start` runs them, plus each web app's Vite dev server with hot
// reload, proxying /api, /appsettings.json and /dev to the API (scripts/vite-app.ts).
import { spawn } from 'node:child_process'
import { root, startServices, supervise, type WebApp, webApps } from './processes.ts'

const apiOrigin = `http://127.0.0.1:${process.env.PORT?.trim() || 5080}`
console.log(`The API (and the built apps): ${apiOrigin.replace('127.0.0.1', 'localhost')}`)
const devServers = (Object.entries(webApps) as [WebApp, number][]).map(([app, port]) => {
  console.log(`The ${app} app with hot reload: http://localhost:${port}`)
  return spawn('pnpm', ['--filter', `@vigil/${app}`, 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VIGIL_API_ORIGIN: apiOrigin },
  })
})
supervise([...startServices(), ...devServers])
