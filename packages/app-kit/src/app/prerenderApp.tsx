// Server-side only (the app builds run it): react-dom/static stays out of the apps' bundles, as this module is no part
// of the kit's main entry but its own (`@vigil/app-kit/prerender`).
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { type RouteObject, StaticRouter } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import { AppTree, appRoutes } from './createAppRoot.tsx'
import { loadPagesFor } from './lazyPages.tsx'

export interface PrerenderedPage {
  /** The markup of the app's root element, to hydrate. */
  html: string
  /** The page's styles as `<style>` tags for the head (styled-components picks them up when it hydrates). */
  styles: string
}

/**
 * Draws an app at `path` as a signed-out visitor's browser would first draw it, once its lazy pages have loaded: the
 * same tree `createAppRoot` hydrates. Any error fails the prerender instead of leaving a page to draw in the browser.
 */
export async function prerenderApp({
  routes,
  path,
}: {
  routes: RouteObject[]
  path: string
}): Promise<PrerenderedPage> {
  const prepared = appRoutes(routes)
  // As the browser does before it hydrates: the page's code first, so that nothing suspends while drawing.
  await loadPagesFor(prepared, path)
  const sheet = new ServerStyleSheet()
  const errors: unknown[] = []
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={path}>
            <AppTree routes={prepared} />
          </StaticRouter>
        </StrictMode>,
      ),
      { onError: (error) => void errors.push(error) },
    )
    const html = await new Response(prelude).text()
    if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`)
    return { html, styles: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
