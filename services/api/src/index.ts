export { type Database, type DatabaseHandle, openDatabase } from '@vigil/db'
export { seedReferenceData } from '@vigil/db/seed'
export { type App, type AppOptions, buildApp, writeOpenApiDocument } from './app.ts'
export { sendCreatePasswordLink } from './areas/auth/password-links.ts'
export { type Config, loadConfig } from './config.ts'
export { provisionDevice } from './devices/credentials.ts'
export {
  type ApiServer,
  type ApiServerOptions,
  type DemoTrackers,
  demoTrackerPrefix,
  startApiServer,
  wantsDemoData,
} from './server.ts'
