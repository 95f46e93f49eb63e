import { useCallback, useEffect, useRef } from 'react'
import { type Key, unstable_serialize, useSWRConfig } from 'swr'

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
 *
 * An entry being fetched is not written: SWR drops a fetch's answer when a mutation of its key happened while it was in
 * flight (it takes the mutation for newer data), and with `revalidate: false` nothing fetches it again. A push merged
 * into a list that was still loading (a new search's vehicles) therefore left the list empty for good, and a page with
 * `keepPreviousData` showed the previous list's positions, frozen, while every push kept arriving (the two-node browser
 * test's lost live updates). Such merges wait until the answer has landed and are then applied on top of it.
 */
export function useCacheMerge(): <Data>(matcher: CacheMatcher, update: (data: Data) => Data) => void {
  const { cache, mutate } = useSWRConfig()
  const queue = useRef<Merge[]>([])
  /** Updates waiting for their entry's fetch to answer, by the entry's serialised key, in arrival order. */
  const held = useRef(new Map<string, { key: Key; updates: Merge['update'][] }>())
  const cancel = useRef<(() => void) | null>(null)

  useEffect(
    () => () => {
      cancel.current?.()
      cancel.current = null
    },
    [],
  )

  const flush = useCallback(() => {
    cancel.current = null
    const due = new Map(held.current)
    held.current.clear()
    for (const run of joinRuns(queue.current.splice(0))) {
      // SWR's key filter hands over each cached entry's own key: collect the entries this run concerns.
      void mutate((key: Key) => {
        if (!run.matcher(key)) return false
        const id = unstable_serialize(key)
        const entry = due.get(id)
        if (entry) entry.updates.push(run.update)
        else due.set(id, { key, updates: [run.update] })
        return false
      })
    }
    for (const [id, entry] of due) {
      const state = cache.get(id)
      if (state?.isValidating) {
        held.current.set(id, entry)
        continue
      }
      // Entries not loaded (or failed) stay empty: their next fetch brings the current state anyway.
      if (state?.data === undefined) continue
      const update = (data: unknown) =>
        data === undefined ? data : entry.updates.reduce<unknown>((merged, apply) => apply(merged), data)
      void mutate(entry.key, update, { revalidate: false })
    }
    // Looked at again next frame, until their fetch has answered.
    if (held.current.size > 0) cancel.current = nextFrame(() => flush())
  }, [cache, mutate])

  return useCallback(
    <Data>(matcher: CacheMatcher, update: (data: Data) => Data) => {
      queue.current.push({ matcher, update: update as (data: unknown) => unknown })
      cancel.current ??= nextFrame(flush)
    },
    [flush],
  )
}
