const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins the console is served from: the API's public origin and, when that is this machine (the embedded default
 * without PUBLIC_URL), the same port under each loopback name, since a browser may open it as localhost or 127.0.0.1.
 */
export function consoleOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin]
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}
