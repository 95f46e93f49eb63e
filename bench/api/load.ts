import { parentPort } from 'node:worker_threads'
import autocannon, { aggregateResult, type RequestParams } from 'autocannon'

/** Runs autocannon in a worker thread so the load generator never shares an event loop with the servers. */
export type LoadJob = {
  url: string
  /** The path with `{n}` replaced by a random whole number from `min` to `max` on every request. */
  pathTemplate: string
  min: number
  max: number
  connections: number
  seconds: number
  headers: Record<string, string>
}
export type LoadResult = {
  requestsPerSecond: number
  p50: number
  p99: number
  total: number
  errors: number
  non2xx: number
}

const port = parentPort!
port.on('message', async (job: LoadJob) => {
  const randomPath = () =>
    job.pathTemplate.replace('{n}', String(job.min + Math.floor(Math.random() * (job.max - job.min + 1))))
  const options = {
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    headers: job.headers,
    requests: [{ setupRequest: (request: RequestParams) => ({ ...request, path: randomPath() }) }],
  }
  // Off the main thread autocannon answers raw histograms; aggregating gives the usual percentiles.
  const result = aggregateResult([await autocannon(options)], options)
  const answer: LoadResult = {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
  port.postMessage(answer)
})
