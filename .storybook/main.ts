import type { StorybookConfig } from '@storybook/react-vite'
import { workspaceSourceAliases } from './workspaceSource.ts'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app-kit/src/**/*.stories.tsx',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', '@chromatic-com/storybook'],
  // The MSW service worker that answers the page stories' API calls.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Workspace packages are consumed as source, exactly as the apps do.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: [...workspaceSourceAliases(), ...toAliasArray(viteConfig.resolve?.alias)],
    },
  }),
}

function toAliasArray(alias: unknown): { find: string | RegExp; replacement: string }[] {
  if (!alias) return []
  if (Array.isArray(alias)) return alias
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }))
}

export default config
