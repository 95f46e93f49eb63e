import type { Preview } from '@storybook/react-vite'
import { GlobalStyle, RouterProvider } from '@vigil/ui'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { useEffect } from 'react'
import { action } from 'storybook/actions'

const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  compact: { name: 'Compact 1029', styles: { width: '1029px', height: '800px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
}

const navigate = action('navigate')

type LokiWindow = Window & { loki?: { registerPendingPromise?: (promise: Promise<unknown>) => void } }

/** Under loki, the screenshot waits until fonts are loaded and the browser has had time to paint the story. */
function LokiSettles() {
  useEffect(() => {
    const loki = (window as LokiWindow).loki
    loki?.registerPendingPromise?.(document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 150))))
  }, [])
  return null
}

const preview: Preview = {
  // Page stories answer their API calls with MSW handlers (`parameters.msw.handlers`); the rest pass through.
  loaders: [mswLoader()],
  decorators: [
    // Links route through react-aria's RouterProvider, as in the apps, so stories never leave the page.
    // The frame gives loki's `#storybook-root > *` selector a box even when a story renders nothing.
    (Story) => (
      <RouterProvider navigate={navigate}>
        <GlobalStyle />
        <div data-story-frame="" style={{ minHeight: 1 }}>
          <Story />
        </div>
        <LokiSettles />
      </RouterProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    // react-aria's hidden live announcer outlives a story by seconds, pointing at a button that may be gone: not ours.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    viewport: { options: viewports },
  },
  tags: ['autodocs'],
}

export default preview
