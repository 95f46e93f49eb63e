import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages (the domain, and the API for the integration test) are consumed as source.
const conditions = ['source', ...defaultServerConditions]

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
