/** The header the installation checklist's calls carry its passcode in. */
export const PASSCODE_HEADER = 'X-Passcode'

/**
 * The options for one checklist call: pass them as a fetcher's last argument or as a hook's `request` option.
 * The passcode lives only in the caller's memory and in these options; the client never keeps it.
 */
export const checklistRequest = (passcode: string, options: RequestInit = {}): RequestInit => {
  const headers = new Headers(options.headers)
  headers.set(PASSCODE_HEADER, passcode)
  return { ...options, headers }
}
