// One Vitest configuration for the server-side packages (the API, burn-in, the database, the server kit), so they
// resolve our workspace packages and run their database tests the same way.
import { defineConfig } from 'vitest/config'
import type { InlineConfig } from 'vitest/node'

// Workspace packages are consumed as source ('source' export condition), also on the server side where tests run.
const conditions = ['source', 'module', 'node', 'development|production']

export function serverTestConfig(test: InlineConfig = {}) {
  return defineConfig({
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: conditions } },
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // Each file opens its own databases; two at a time keeps the shared two cores usable.
      maxWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      ...test,
    },
  })
}
