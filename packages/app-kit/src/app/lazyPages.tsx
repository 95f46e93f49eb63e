import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { PageLoading } from './PageLoading.tsx'

type LazyModule = { Component?: ComponentType | null; element?: ReactNode }

/** A lazy route's page code: loaded once, then drawn without suspending. */
interface PageCode {
  /** The page's component once its code is here. */
  loaded(): ComponentType | undefined
  load(): Promise<ComponentType>
  /** The page as React.lazy, for a first render before its code is here. */
  Lazy: ComponentType
}

function pageCode(importPage: () => Promise<unknown>): PageCode {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const load = () => {
    loading ??= importPage().then((module) => {
      const { Component, element } = module as LazyModule
      loaded = Component ?? (() => <>{element}</>)
      return loaded
    })
    return loading
  }
  return { loaded: () => loaded, load, Lazy: lazy(async () => ({ default: await load() })) }
}

// Each prepared route's page code, so the pages an address shows can be loaded before the app first renders.
const pageCodes = new WeakMap<RouteObject, PageCode>()
// Each page's own key: going from one page to another draws the new page rather than updating the one on screen.
let pageCount = 0

/**
 * Told when a lazy page is first on screen (its prepared route): when hydrating, that is when its part of the page
 * is hydrated, as React hydrates each Suspense boundary in a pass of its own after the rest.
 */
export const PageShownContext = createContext<((route: RouteObject) => void) | undefined>(undefined)

/** A page whose code is already here draws at once: hydrating a prerendered page must not suspend on it. */
function RoutePage({ route, code }: { route: RouteObject; code: PageCode }) {
  const [Page] = useState(() => code.loaded() ?? code.Lazy)
  const pageShown = useContext(PageShownContext)
  useEffect(() => pageShown?.(route), [pageShown, route])
  return <Page />
}

/**
 * Turns each route's `lazy: () => import('./pages/X/index.ts')` (a module exporting `Component`, or answering an
 * `element`) into a page loaded when it first renders, with its own loading state: the routes stay written the
 * react-router way while the app runs on the declarative router, whose code is half the size of the data router's.
 */
export function withLazyPages(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withLazyPages(route.children) : undefined
    const { lazy: load, children: _children, ...rest } = route
    if (typeof load !== 'function') return { ...rest, ...(children ? { children } : {}) } as RouteObject
    const code = pageCode(load)
    const prepared = { ...rest, ...(children ? { children } : {}) } as RouteObject
    prepared.element = (
      <Suspense key={`page-${++pageCount}`} fallback={<PageLoading />}>
        <RoutePage route={prepared} code={code} />
      </Suspense>
    )
    pageCodes.set(prepared, code)
    return prepared
  })
}

/**
 * Loads the code of the pages an address shows before going there, so they draw at once. A page that suspends on its
 * code is revealed no sooner than React's fallback throttle allows (up to 300 ms after its loading state appeared):
 * a layout and its page each suspending cost two such stretches after sign-in (issue #28). Without the app's routes
 * (a story's bare router) it does nothing.
 */
export const PreloadPagesContext = createContext<(pathname: string) => Promise<unknown>>(async () => undefined)

/** `preloadPages(pathname)`: load the code of the pages `pathname` shows; resolves when it is here (or failed). */
export const usePreloadPages = () => useContext(PreloadPagesContext)

/**
 * Loads, side by side, the code of every lazy page that `pathname` shows (a layout and its page) from prepared
 * routes, and answers their routes. A page whose code fails to load is answered too: its route shows the error page.
 */
export async function loadPagesFor(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route).filter((route) => pageCodes.has(route))
  await Promise.allSettled(pages.map((route) => pageCodes.get(route)?.load()))
  return pages
}
