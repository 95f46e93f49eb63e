import type { Preview } from '@storybook/react-vite'
import { GlobalStyle, RouterProvider } from '@vigil/ui'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { useEffect } from 'react'
import { action } from 'storybook/actions'
import { configure } from 'storybook/test'

// A play function's find waits for a page's lazy code and its MSW answer. Testing Library's default second is not
// enough when the story tests run beside the browser journeys on two cores (CI's second lane): the Clients list was
// still loading after it. Ten seconds, the allowance the page stories used to write out one by one.
configure({ asyncUtilTimeout: 10_000 })

const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  compact: { name: 'Compact 1029', styles: { width: '1029px', height: '800px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
}

const navigate = action('navigate')

type LokiWindow = Window & { loki?: { registerPendingPromise?: (promise: Promise<unknown>) => void } }

/**
 * Under loki, the screenshot waits until fonts are loaded and the story's DOM has stopped changing for a moment. A
 * page story's first render is often a lazy route's fallback; on a cold cache under load the chunk and the MSW answers
 * land later than any fixed pause (CI once captured the Login and checklist pages half drawn, desktop pass only).
 */
const QUIET_MS = 250
const SETTLE_LIMIT_MS = 8000

function domSettled(root: Node): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>
    const settle = () => {
      // A lazy page still loading its code is not a state worth a picture.
      if (root instanceof Element && root.querySelector('[data-page-loading]')) {
        quiet = setTimeout(settle, QUIET_MS)
        return
      }
      done()
    }
    const done = () => {
      observer.disconnect()
      clearTimeout(limit)
      clearTimeout(quiet)
      resolve()
    }
    const observer = new MutationObserver(() => {
      clearTimeout(quiet)
      quiet = setTimeout(settle, QUIET_MS)
    })
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
    quiet = setTimeout(settle, QUIET_MS)
    // A story with a ticking clock never goes quiet; it is captured after the limit, as it would have been anyway.
    const limit = setTimeout(done, SETTLE_LIMIT_MS)
  })
}

function LokiSettles() {
  useEffect(() => {
    const loki = (window as LokiWindow).loki
    if (!loki?.registerPendingPromise) return
    const root = document.getElementById('storybook-root') ?? document.body
    loki.registerPendingPromise(document.fonts.ready.then(() => domSettled(root)))
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
