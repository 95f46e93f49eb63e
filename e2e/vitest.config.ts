import { defineConfig } from 'vitest/config'
import { workspaceSourceAliases } from '../.storybook/workspaceSource.ts'

export default defineConfig({
  // Our workspace packages resolve to their TypeScript source, in the global setup as in test files.
  resolve: { alias: workspaceSourceAliases() },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // One product and one Chromium for the whole run (harness/global-setup.ts); files run one after another.
    globalSetup: ['harness/global-setup.ts'],
    setupFiles: ['harness/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    retry: 0,
    // Generous: two shared cores; a journey waits for what a user would, with its own shorter timeouts per step.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll's default second is shorter than one server round trip under CI's two lanes (a search answer took
    // longer and failed a journey); a poll still fails, only after what a user would wait.
    expect: { poll: { timeout: 10_000 } },
  },
})
