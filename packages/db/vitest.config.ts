import { defineConfig } from 'vitest/config'

// Workspace packages are consumed as source ('source' export condition), also on the server side where tests run.
const conditions = ['source', 'module', 'node', 'development|production']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    // Opening a database applies every migration: seconds on PGlite, more on two busy shared cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
