import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own databases; two at a time keeps the shared two cores usable.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
