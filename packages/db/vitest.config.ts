import { defineConfig } from 'vitest/config'

// Workspace packages are consumed as source ('source' export condition), also on the server side where tests run.
const conditions = ['source', 'module', 'node', 'development|production']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    // Tests open their databases themselves, and opening one applies every migration: half a minute on PGlite when
    // the two shared cores are busy.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
