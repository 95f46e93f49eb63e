// Only what starts the API (and writes its OpenAPI document): what other services share lives in packages.
export { type App, type AppOptions, buildApp, writeOpenApiDocument } from './app.ts'
export { type Config, loadConfig } from './config.ts'
export {
  type ApiServer,
  type ApiServerOptions,
  type DemoTrackers,
  demoTrackerPrefix,
  startApiServer,
  wantsDemoData,
} from './server.ts'
