export { AppShell, NotFoundPage, PageLoading, RouteErrorPage } from './AppShell.tsx'
export { type AppRootOptions, appRoutes, createAppRoot } from './createAppRoot.tsx'
export { MemoryApp, type MemoryAppProps } from './MemoryApp.tsx'
