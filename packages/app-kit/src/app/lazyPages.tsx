import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'
import { PageLoading } from './PageLoading.tsx'

type LazyModule = { Component?: ComponentType | null; element?: ReactNode }

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
    const Page = lazy(async () => {
      const loaded = (await load()) as LazyModule
      const { Component, element } = loaded
      return { default: Component ?? (() => <>{element}</>) }
    })
    return {
      ...rest,
      element: (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      ),
      ...(children ? { children } : {}),
    } as RouteObject
  })
}
