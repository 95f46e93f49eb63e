import { defineConfig } from 'vitest/config'
import { workspaceSourceAliases } from '../../.storybook/workspaceSource.ts'

// Our workspace packages are consumed as source (aliases: third-party packages declare `source` without publishing
// it); hooks and adapters render in happy-dom.
export default defineConfig({
  resolve: { alias: workspaceSourceAliases() },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    globals: true,
    maxWorkers: 1,
  },
})
