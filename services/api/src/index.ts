export { type App, type AppOptions, buildApp, writeOpenApiDocument } from './app.ts'
export { sendCreatePasswordLink } from './areas/auth/password-links.ts'
export { type Config, loadConfig } from './config.ts'
export { type Database, type DatabaseHandle, openDatabase } from './db/client.ts'
export { seedReferenceData } from './db/seed/index.ts'
export { provisionDevice } from './devices/credentials.ts'
export {
  type ApiServer,
  type ApiServerOptions,
  type DemoTrackers,
  demoTrackerPrefix,
  startApiServer,
  wantsDemoData,
} from './server.ts'
