import type { AppSettings } from './generated/model/appSettings.ts'

/** The runtime settings every app loads at start from `/appsettings.json` (the API's AppSettings schema). */
export type { AppSettings }

// From the origin's root: a deep link such as /agent/clients/all must not look for /agent/clients/appsettings.json.
export const APP_SETTINGS_URL = '/appsettings.json'

/** Loads the settings once; a failed load is logged (spec §8) and tried again by the next call. */
export const settingsLoader = (
  fetchSettings: typeof fetch = (input, init) => fetch(input, init),
  url: string = APP_SETTINGS_URL,
): (() => Promise<AppSettings>) => {
  let loading: Promise<AppSettings> | null = null
  return () => {
    loading ??= (async () => {
      const response = await fetchSettings(url)
      if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}`)
      return (await response.json()) as AppSettings
    })().catch((error: unknown) => {
      loading = null
      console.error('Could not load the app settings', error)
      throw error
    })
    return loading
  }
}

/** Joins a base address (absolute, or root-relative like `/api`) and a path without doubling or dropping the slash between them. */
export const joinURL = (base: string, path: string): string =>
  /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
