// Every story is a test: it renders, its play function runs, and axe must report no violations.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { workspaceSourceAliases } from './workspaceSource.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Vite resolves `a > b` from the root's node_modules; `../packages/x` reaches a workspace package from there.
const packageDependencies = (folder: string, names: string[]) => names.map((name) => `../${folder} > ${name}`)

export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  resolve: { alias: workspaceSourceAliases() },
  // Everything the stories, the preview and the addons import is pre-bundled before the first test: a dependency found
  // mid-run makes Vite re-optimise and reload the page, and the tests in flight are lost. Our packages' own
  // dependencies are not hoisted to the root, so they are named through the package that declares them.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/test-utils',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
      'storybook/actions',
      'storybook/highlight',
      'storybook/preview-api',
      'storybook/test',
      'storybook/internal/channels',
      'storybook/internal/client-logger',
      'storybook/internal/docs-tools',
      'storybook/internal/preview-api',
      'storybook/internal/preview-errors',
      'storybook/internal/preview/runtime',
      '@storybook/addon-docs',
      '@storybook/addon-docs/blocks',
      '@storybook/addon-docs > @mdx-js/react',
      '@storybook/addon-docs > @storybook/react-dom-shim',
      '@storybook/addon-a11y > axe-core',
      'storybook > @storybook/global',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      ...packageDependencies('packages/ui', ['@internationalized/date', 'google-map-react', 'react-aria-components']),
      ...packageDependencies('packages/domain', ['superstruct']),
      ...packageDependencies('packages/api-client', ['@microsoft/signalr', 'swr', 'swr/mutation']),
      ...packageDependencies('packages/app-kit', ['final-form', 'react-final-form', 'react-router-dom', 'swr']),
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
