// Every story is a test: it renders, its play function runs, and axe must report no violations.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { workspaceSourceAliases } from './workspaceSource.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  resolve: { alias: workspaceSourceAliases() },
  // Pre-bundled up front (the scan finds the rest): a dependency discovered mid-run reloads the page and drops tests.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The machine is shared; give a slow first transform time to finish.
      connectTimeout: 180_000,
    },
  },
})
