// How the benchmarks measure time and sum up what they measured.
import { availableParallelism, loadavg } from 'node:os'

/** Epoch milliseconds with sub-millisecond precision, comparable across worker threads. */
export const nowMs = (): number => performance.timeOrigin + performance.now()

/** The value below which a share `p` (0.5, 0.99) of the sorted figures lies; NaN when there are none. */
export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

/** The machine's 1 and 5 minute load average beside its cores: above the core count, other work shared them. */
export const loadAverage = () => {
  const [one, five] = loadavg()
  return `load average ${one?.toFixed(1)} (1 min), ${five?.toFixed(1)} (5 min) on ${availableParallelism()} cores`
}

/** A row of a web benchmark's figure table: a time beside its upper bound, and whether it holds. */
export const msBelow = (figure: string, valueMs: number, targetMs: number) => ({
  figure,
  value: `${valueMs.toFixed(0)} ms`,
  target: `< ${targetMs} ms`,
  verdict: valueMs < targetMs ? 'holds' : 'MISSED',
})
