import { useCallback, useSyncExternalStore } from 'react'

/** Whether the window matches a media query (e.g. `DESK_WIDTH_QUERY`), following it as the window is resized. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  // A prerender has no window: it draws the phone layout, which every width can show.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
