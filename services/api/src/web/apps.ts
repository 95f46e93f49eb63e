/** The three web apps and the routes each one answers on the API's origin (docs/architecture.md). */
export const webApps = {
  dashboard: ['/login', '/forgot-password', '/reset-password', '/agent', '/agent/*', '/admin', '/admin/*'],
  checklist: ['/installation-checklist'],
  customer: ['/sign-up', '/verify-account', '/success', '/create-password'],
} as const satisfies Record<string, readonly string[]>

export type WebApp = keyof typeof webApps

/** The app that renders the 404 page for unknown paths. */
export const fallbackApp: WebApp = 'dashboard'

// Paths the apps never own: an unknown one keeps the API's problem details instead of a page.
const serverPrefixes = ['/api/', '/dev/', '/assets/']
const serverPaths = ['/api', '/dev', '/assets', '/appsettings.json']

/** Whether an unknown path belongs to the server (problem details) rather than to the apps (the 404 page). */
export const isServerPath = (path: string): boolean =>
  serverPaths.includes(path) || serverPrefixes.some((prefix) => path.startsWith(prefix))
