// autocannon ships no types; only the part of its API the benchmark uses.
declare module 'autocannon' {
  export type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: { setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams }[]
  }
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  function autocannon(options: Options): Promise<unknown>
  export function aggregateResult(results: unknown[], options: Options): Result
  export default autocannon
}
