/**
 * Web benchmark: the product as `pnpm start` runs it (embedded default, built apps, started by the e2e harness), and
 * /login opened in Debian Chromium with a cold cache each time (a new browser context, the cache disabled). Prints the
 * JavaScript /login costs (what the browser received, and each file's gzip size), first contentful paint, and when
 * the app's code has taken the form over (hydrated: the page sets its title as it does).
 *
 * Env: BENCH_LOADS (cold loads of /login, 10), BENCH_PATH (/login).
 */
import { gzipSync } from 'node:zlib'
import { chromiumLaunchOptions } from '@vigil/e2e/browser'
import { buildApps, startProduct } from '@vigil/e2e/product'
import { chromium, type Page } from 'playwright-core'
import { loadAverage, msBelow, percentile } from '../figures.ts'

const loads = Number(process.env.BENCH_LOADS ?? 10)
const path = process.env.BENCH_PATH ?? '/login'
const budgetKiB = 150
const targetFcpMs = 300

type Script = { file: string; encoding: string; transferred: number; raw: number; gzip: number }
type Load = { fcpMs: number; responseEndMs: number; domContentLoadedMs: number; hydratedMs: number; scripts: Script[] }

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1))

/** First contentful paint of the page, from the paint entries the browser keeps (waits until there is one). */
const firstContentfulPaint = async (page: Page): Promise<number> => {
  const paint = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { timeout: 15_000 },
  )
  return (await paint.jsonValue()) as number
}

/** When the page's own code titled it, from the mark the init script leaves (waits until there is one). */
const pageTitled = async (page: Page): Promise<number> => {
  const titled = await page.waitForFunction(
    () => performance.getEntriesByName('page-titled')[0]?.startTime,
    undefined,
    { timeout: 15_000 },
  )
  return (await titled.jsonValue()) as number
}

async function coldLoad(browser: Awaited<ReturnType<typeof chromium.launch>>, baseURL: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const pending: Promise<Script>[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.endsWith('.js') && response.request().resourceType() !== 'script') return
      pending.push(
        (async () => {
          const [sizes, body, headers] = await Promise.all([
            response.request().sizes(),
            response.body(),
            response.allHeaders(),
          ])
          return {
            file: url.pathname,
            encoding: headers['content-encoding'] ?? 'identity',
            transferred: sizes.responseBodySize,
            raw: body.length,
            // Level 9, as the build writes the .gz beside each asset: what a gzip-only browser receives.
            gzip: gzipSync(body, { level: 9 }).length,
          }
        })(),
      )
    })
    // The HTML is titled 'Vigil'; the page's own title ('Login | Vigil') is set by its code as the form hydrates.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.title.includes(' | ')) return
        performance.mark('page-titled')
        observer.disconnect()
      })
      observer.observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
    const fcpMs = await firstContentfulPaint(page)
    const hydratedMs = await pageTitled(page)
    // Where the time before the first paint goes: the page's HTML arriving, then its module scripts running.
    // (a string: bench's types are Node's, without the DOM's navigation timing)
    const [responseEndMs, domContentLoadedMs] = await page.evaluate<[number, number]>(
      `(() => { const [n] = performance.getEntriesByType('navigation'); return [n.responseEnd, n.domContentLoadedEventEnd] })()`,
    )
    return { fcpMs, responseEndMs, domContentLoadedMs, hydratedMs, scripts: await Promise.all(pending) }
  } finally {
    await context.close()
  }
}

await buildApps((line) => console.error(line))
const product = await startProduct()
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  await coldLoad(browser, product.baseURL) // warms the server's file reads, not the browser (every load is cold)
  const runs: Load[] = []
  for (let run = 0; run < loads; run++) runs.push(await coldLoad(browser, product.baseURL))

  // Every script any load fetched (a lazy chunk can land after one load's network went idle), with how often.
  const scripts = new Map<string, Script & { loads: number }>()
  for (const script of runs.flatMap((run) => run.scripts)) {
    const seen = scripts.get(script.file)
    scripts.set(script.file, { ...script, loads: (seen?.loads ?? 0) + 1 })
  }
  const files = [...scripts.values()]
  const totals = files.reduce(
    (sum, script) => ({
      transferred: sum.transferred + script.transferred,
      raw: sum.raw + script.raw,
      gzip: sum.gzip + script.gzip,
    }),
    { transferred: 0, raw: 0, gzip: 0 },
  )
  const sorted = (pick: (run: Load) => number) => runs.map(pick).sort((a, b) => a - b)
  const fcps = sorted((run) => run.fcpMs)
  const fcp50 = percentile(fcps, 0.5)
  const fcp95 = percentile(fcps, 0.95)
  const timing = (figure: string, values: number[]) => ({
    figure,
    value: `p50 ${percentile(values, 0.5).toFixed(0)} ms, p95 ${percentile(values, 0.95).toFixed(0)} ms`,
    target: '',
    verdict: '',
  })

  console.log(`\nJavaScript ${path} loads (cold cache), ${files.length} files:`)
  console.table(
    files.map((script) => ({
      file: script.file,
      'sent as': script.encoding,
      'transferred KiB': kib(script.transferred),
      'raw KiB': kib(script.raw),
      'gzip KiB': kib(script.gzip),
      loads: `${script.loads}/${loads}`,
    })),
  )
  console.log(
    `\n${loads} cold loads of ${path} in Debian Chromium (each a new context, cache disabled); machine ${loadAverage()}`,
  )
  console.table([
    {
      figure: 'JavaScript, gzip (node:zlib level 9)',
      value: `${kib(totals.gzip)} KiB`,
      target: `< ${budgetKiB} KiB`,
      verdict: totals.gzip < budgetKiB * 1024 ? 'holds' : 'MISSED',
    },
    { figure: 'JavaScript, transferred', value: `${kib(totals.transferred)} KiB`, target: '', verdict: '' },
    { figure: 'JavaScript, uncompressed', value: `${kib(totals.raw)} KiB`, target: '', verdict: '' },
    msBelow('first contentful paint p50', fcp50, targetFcpMs),
    msBelow('first contentful paint p95', fcp95, targetFcpMs),
    timing(
      'HTML received (responseEnd)',
      sorted((run) => run.responseEndMs),
    ),
    timing(
      'DOMContentLoaded (module scripts ran)',
      sorted((run) => run.domContentLoadedMs),
    ),
    timing(
      'form usable (page code ran, titled)',
      sorted((run) => run.hydratedMs),
    ),
  ])
} finally {
  await browser.close()
  await product.stop()
}
