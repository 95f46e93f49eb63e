import { serverTestConfig } from '../../scripts/vitest-server.ts'

// Opening a database applies every migration: seconds on PGlite, more on two busy shared cores.
export default serverTestConfig()
