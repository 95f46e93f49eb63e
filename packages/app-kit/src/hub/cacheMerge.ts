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

/** The frame's merges with consecutive ones for the same matcher joined, so each run writes the cache once. */
const joinRuns = (merges: readonly Merge[]): Merge[] => {
  const runs: { matcher: CacheMatcher; updates: Merge['update'][] }[] = []
  for (const merge of merges) {
    const last = runs.at(-1)
    if (last?.matcher === merge.matcher) last.updates.push(merge.update)
    else runs.push({ matcher: merge.matcher, updates: [merge.update] })
  }
  return runs.map(({ matcher, updates }) => ({
    matcher,
    update: (data) => updates.reduce((merged, update) => update(merged), data),
  }))
}

/**
 * `mergeIntoCache(matcher, update)`: applies `update` to every cached SWR entry whose key matches, without a refetch.
 * Merges are batched per animation frame: a burst of pushes writes each entry once and re-renders once.
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
        for (const merge of joinRuns(queue.current.splice(0))) {
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
