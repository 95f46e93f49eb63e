/**
 * Live clients list benchmark (issue #14): 5,000 simulated trackers publish GPS over MQTT at 2,000 events/s to the
 * API's embedded broker (ingest on PostgreSQL, the hub pushing to the browser), while Debian Chromium shows the
 * dashboard's /agent/clients/all with 50 vehicle cards. Prints device publish -> the card's coordinates changing on
 * screen (p50/p95/p99 beside the 150 ms target) and the main thread's long tasks (none over 50 ms is the target).
 *
 * Each GPS report carries its publish time in the longitude (bench/live/shared.ts). The page notes when each GPS push
 * arrives on its WebSocket (1 ms resolution) and when a card's coordinates change, taken after that frame's layout and
 * paint (a message posted from the mutation observer runs once the rendering update is done); the card shows 6
 * decimals, so that figure is read to 10 ms. The page's clock is compared with the trackers' before the run and the
 * latencies corrected by the difference. The first figure splits the trip: publish -> push in the browser is the
 * server's part (broker, ingest, hub), push -> coordinates on screen the page's.
 *
 * BENCH_PROFILE=1 runs once more with the React commits counted (which components, how many cards, per push) and a
 * DevTools trace of the run saved to /tmp/clients-live-trace.json, summarised per long task; its latencies include
 * the counting, so they are not the benchmark's figures.
 *
 * Env: BENCH_DEVICES (5000), BENCH_RATE (2000), BENCH_SECONDS (20), BENCH_POSTGRES_URL, BENCH_PROFILE,
 * BENCH_DASHBOARD_ROOT (bench/web/fleet.ts).
 */
import { writeFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import {
  clockOffset,
  env,
  type IngestFigures,
  loadAverage,
  percentile,
  SHOWN_VEHICLES,
  withLiveFleet,
} from './fleet.ts'

const devicesCount = env('BENCH_DEVICES', 5000)
const rate = env('BENCH_RATE', 2000)
const seconds = env('BENCH_SECONDS', 20)
const profile = process.env.BENCH_PROFILE === '1'
const traceFile = '/tmp/clients-live-trace.json'
const targetMs = 150

interface PageState {
  /** GPS pushes' publish -> arrival on the page's WebSocket (ms, page clock). */
  arrivals: number[]
  /** Publish -> a card's coordinates changed on screen (ms, page clock). */
  shown: number[]
  longTasks: number[]
  socketMessages: number
  /** React commits: components rendered, cards (vehicle articles) with one rendered, GPS pushes since the last one. */
  commits: { components: number; cards: number; pushes: number }[]
}
type BenchWindow = { bench: PageState }

/** In the page before the app: the measuring hooks. Runs in the browser, so it only uses what it is given. */
function measure(countRenders: boolean) {
  const state: PageState = { arrivals: [], shown: [], longTasks: [], socketMessages: 0, commits: [] }
  ;(window as unknown as BenchWindow).bench = state
  const window100s = 100_000
  const latency = (longitude: number, at: number) => {
    const sent = Math.round((longitude - 28) * 1e7)
    return ((((at % window100s) - sent) % window100s) + window100s) % window100s
  }
  const gps = /"longitudeDegrees":(28\.\d+)/g
  // Listeners added here run before the one SignalR sets (onmessage), so arrival is before the app's work.
  const NativeSocket = window.WebSocket
  window.WebSocket = class extends NativeSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args)
      this.addEventListener('message', (event: MessageEvent) => {
        const at = Date.now()
        state.socketMessages++
        if (typeof event.data !== 'string') return
        for (const match of event.data.matchAll(gps)) state.arrivals.push(latency(Number(match[1]), at))
      })
    }
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration)
  }).observe({ type: 'longtask' })

  const coordinates = /^-?\d+(?:\.\d+)?, (28\.\d+)$/
  const afterPaint = new MessageChannel()
  let changed: number[] = []
  afterPaint.port1.onmessage = () => {
    const at = Date.now()
    for (const longitude of changed) state.shown.push(latency(longitude, at))
    changed = []
  }
  const startObserving = () =>
    new MutationObserver((mutations) => {
      // The card's coordinates and its map panel's change together: one figure per card.
      const seen = new Set<Element | null>()
      for (const mutation of mutations) {
        const match = coordinates.exec((mutation.target.textContent ?? '').trim())
        if (!match) continue
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement
        const card = node?.closest('article') ?? null
        if (seen.has(card)) continue
        seen.add(card)
        if (changed.length === 0) afterPaint.port2.postMessage(null)
        changed.push(Number(match[1]))
      }
    }).observe(document.body, { characterData: true, childList: true, subtree: true })
  if (document.body) startObserving()
  else document.addEventListener('DOMContentLoaded', startObserving)

  if (!countRenders) return
  // React DevTools' hook: React calls it on every commit, in production builds too.
  type Fiber = {
    tag: number
    flags: number
    child: Fiber | null
    sibling: Fiber | null
    return: Fiber | null
    alternate: Fiber | null
    stateNode: unknown
  }
  const componentTags = new Set([0, 1, 11, 14, 15]) // function, class, forwardRef, memo, simple memo
  let pushesSeen = 0
  const cardOf = (fiber: Fiber): Element | null => {
    for (let up: Fiber | null = fiber; up; up = up.return) {
      if (up.tag === 5 && up.stateNode instanceof Element && up.stateNode.matches('article article'))
        return up.stateNode
    }
    return null
  }
  const walk = (next: Fiber, previous: Fiber | null, counts: { components: number; cards: Set<Element> }) => {
    // A component rendered in this commit: newly mounted, or reconciled with its work done (PerformedWork = 1).
    if (componentTags.has(next.tag) && (previous === null || (next.flags & 1) === 1)) {
      counts.components++
      const card = cardOf(next)
      if (card) counts.cards.add(card)
    }
    // Children the render did not reach are the previous ones themselves.
    if (previous !== null && next.child === previous.child) return
    for (let child = next.child; child; child = child.sibling) walk(child, child.alternate, counts)
  }
  ;(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      const counts = { components: 0, cards: new Set<Element>() }
      walk(root.current, root.current.alternate, counts)
      const pushes = state.arrivals.length - pushesSeen
      pushesSeen = state.arrivals.length
      state.commits.push({ components: counts.components, cards: counts.cards.size, pushes })
    },
  }
}

const reset = (page: Page) =>
  page.evaluate(() => {
    const { bench } = window as unknown as BenchWindow
    bench.arrivals = []
    bench.shown = []
    bench.longTasks = []
    bench.socketMessages = 0
    bench.commits = []
  })

/** The ingest's batches and their lag (hand-over to commit) between two readings. */
const ingestDuring = (before: IngestFigures, after: IngestFigures) => {
  const handovers = (after.lagBuckets.at(-1)?.count ?? 0) - (before.lagBuckets.at(-1)?.count ?? 0)
  const bound = after.lagBuckets.find(
    (bucket, index) => bucket.count - (before.lagBuckets[index]?.count ?? 0) >= handovers * 0.99,
  )?.le
  const batches = after.batches - before.batches
  return {
    events: after.events - before.events,
    batches,
    perBatch: ((after.events - before.events) / Math.max(1, batches)).toFixed(0),
    meanMs: ((after.lagSeconds - before.lagSeconds) * 1000) / Math.max(1, handovers),
    p99Bound: bound === undefined || !Number.isFinite(bound) ? 'the largest bucket' : ms(bound * 1000),
  }
}

const figures = (values: number[], offset: number) => {
  const sorted = values.map((value) => value - offset).sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) }
}
const ms = (value: number) => `${value.toFixed(0)} ms`

console.error(`before the run: ${loadAverage()}`)
await withLiveFleet({ label: 'clients_live', devicesCount }, async (fleet) => {
  const page = await fleet.openAsAgent('/agent/clients/all', async (opening) => {
    await opening.addInitScript(measure, profile)
  })
  await page
    .getByText('Live updates on')
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/clients-live-failed.png' })
      console.error('page text:', ((await page.locator('body').textContent()) ?? '').slice(0, 500))
      throw error
    })
  await page.waitForFunction((count) => document.querySelectorAll('article article').length >= count, SHOWN_VEHICLES, {
    timeout: 60_000,
  })
  const cards = await page.locator('article article').count()
  console.error(`${devicesCount} trackers connected (${await fleet.trackersReady()} failed)`)
  fleet.setRate(rate)
  await page.waitForTimeout(3000) // warm up
  const clock = await clockOffset(page)
  const cdp = profile ? await page.context().newCDPSession(page) : null
  if (cdp) {
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.stack',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
        ],
      },
    })
  }
  await reset(page)
  const before = fleet.published()
  const ingestBefore = fleet.ingest()
  await page.waitForTimeout(seconds * 1000)
  const published = fleet.published() - before
  const ingest = ingestDuring(ingestBefore, fleet.ingest())
  const state = await page.evaluate(() => (window as unknown as BenchWindow).bench)
  const load = loadAverage()
  if (cdp) await saveTrace(cdp)

  const server = figures(state.arrivals, clock.offset)
  const screen = figures(state.shown, clock.offset)
  const over50 = state.longTasks.filter((duration) => duration > 50)
  console.log(
    `\n${published} GPS events published in ${seconds} s by ${devicesCount} trackers; the page showed ${cards} vehicle cards.` +
      `\nThe page received ${state.socketMessages} WebSocket messages (${(state.socketMessages / seconds).toFixed(1)}/s) ` +
      `carrying ${state.arrivals.length} GPS pushes (${(state.arrivals.length / seconds).toFixed(1)}/s); ` +
      `cards' coordinates changed ${state.shown.length} times.` +
      `\nThe API's ingest committed ${ingest.events} events in ${ingest.batches} batches (${ingest.perBatch} a batch); ` +
      `from a gateway's hand-over to its batch's commit: mean ${ms(ingest.meanMs)}, p99 under ${ingest.p99Bound}.` +
      `\nPage clock - trackers' clock: ${clock.offset.toFixed(1)} ms (± ${clock.uncertainty.toFixed(1)} ms), corrected for.` +
      `\nDuring the run: ${load}${profile ? '\nBENCH_PROFILE: commits counted and traced, latencies inflated' : ''}`,
  )
  console.table([
    { figure: 'publish -> push in the browser p50 / p99', value: `${ms(server.p50)} / ${ms(server.p99)}` },
    { figure: 'publish -> card coordinates p50', value: ms(screen.p50) },
    { figure: 'publish -> card coordinates p95', value: ms(screen.p95) },
    {
      figure: 'publish -> card coordinates p99',
      value: ms(screen.p99),
      target: `< ${targetMs} ms`,
      verdict: screen.p99 < targetMs ? 'met' : 'MISSED',
    },
    {
      figure: 'main-thread tasks over 50 ms',
      value: `${over50.length} (longest ${Math.max(0, ...state.longTasks).toFixed(0)} ms)`,
      target: '0',
      verdict: over50.length === 0 ? 'met' : 'MISSED',
    },
  ])
  if (profile) printRenders(state)
})

function printRenders({ commits }: PageState) {
  const describe = (which: string, picked: PageState['commits']) => {
    const total = (pick: (commit: PageState['commits'][number]) => number) =>
      picked.reduce((sum, commit) => sum + pick(commit), 0)
    const each = (value: number, count: number) => (value / Math.max(1, count)).toFixed(1)
    const pushes = total((commit) => commit.pushes)
    return {
      commits: which,
      count: picked.length,
      'GPS pushes': pushes,
      'components a commit': each(
        total((commit) => commit.components),
        picked.length,
      ),
      'components a push': pushes
        ? each(
            total((commit) => commit.components),
            pushes,
          )
        : '',
      'cards a commit': each(
        total((commit) => commit.cards),
        picked.length,
      ),
      largest: Math.max(0, ...picked.map((commit) => commit.components)),
    }
  }
  console.log('\nReact commits (components rendered in each, and the vehicle cards they were in):')
  console.table([
    describe(
      'after GPS pushes',
      commits.filter((commit) => commit.pushes > 0),
    ),
    describe(
      'without a push (ages ticking, other)',
      commits.filter((commit) => commit.pushes === 0),
    ),
  ])
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number }

/** Saves the DevTools trace and prints what the renderer's main thread did in each task over 50 ms. */
async function saveTrace(cdp: import('playwright-core').CDPSession) {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event: { stream?: string }) => resolve(event.stream ?? '')),
  )
  await cdp.send('Tracing.end')
  const stream = await done
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream })
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  writeFileSync(traceFile, text)
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] }
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const main = events.find(
    (event) => event.name === 'thread_name' && (event as { args?: { name?: string } }).args?.name === 'CrRendererMain',
  )
  const onMain = events.filter((event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid)
  const long = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
  console.log(`\nDevTools trace in ${traceFile}; ${long.length} main-thread tasks over 50 ms:`)
  console.table(
    long.map((task) => {
      const end = task.ts + (task.dur ?? 0)
      const inside = new Map<string, number>()
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts >= end || event.name === 'RunTask') continue
        inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0))
      }
      const top = [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5)
      return {
        'wall ms': ((task.dur ?? 0) / 1000).toFixed(0),
        'on CPU ms': ((task.tdur ?? 0) / 1000).toFixed(0),
        'inside (ms, nested events overlap)': top.map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(', '),
      }
    }),
  )
}
