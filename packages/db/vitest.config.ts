import { serverTestConfig } from '../../scripts/vitest-server.ts'

// Tests open their databases themselves, and opening one applies every migration: half a minute on PGlite when the
// two shared cores are busy.
export default serverTestConfig({ testTimeout: 120_000 })
