import { useCallback, useEffect, useRef } from 'react'
import { type Key, useSWRConfig } from 'swr'

/** Picks the SWR cache entries a push concerns, by their key. */
export type CacheMatcher = (key: Key) => boolean

type Merge = { matcher: CacheMatcher; update: (data: unknown) => unknown }

const nextFrame = (flush: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(flush)
    return () => cancelAnimationFrame(frame)
  }
  const timer = setTimeout(flush, 16)
  return () => clearTimeout(timer)
}

/**
 * `mergeIntoCache(matcher, update)`: applies `update` to every cached SWR entry whose key matches, without a refetch.
 * Merges are batched per animation frame, so a burst of pushes re-renders once.
 */
export function useCacheMerge(): <Data>(matcher: CacheMatcher, update: (data: Data) => Data) => void {
  const { mutate } = useSWRConfig()
  const queue = useRef<Merge[]>([])
  const cancel = useRef<(() => void) | null>(null)

  useEffect(() => () => cancel.current?.(), [])

  return useCallback(
    <Data>(matcher: CacheMatcher, update: (data: Data) => Data) => {
      queue.current.push({ matcher, update: update as (data: unknown) => unknown })
      cancel.current ??= nextFrame(() => {
        cancel.current = null
        const merges = queue.current.splice(0)
        for (const merge of merges) {
          // Entries not loaded yet stay empty: their first fetch brings the current state anyway.
          void mutate(merge.matcher, (data: unknown) => (data === undefined ? data : merge.update(data)), {
            revalidate: false,
          })
        }
      })
    },
    [mutate],
  )
}
