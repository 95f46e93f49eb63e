// Runs every benchmark one after the other and writes bench/RESULTS.md: each benchmark's headline figures beside its
// target, the machine's load average when it started, and its whole output. Usage (from the repository root):
//   npx pnpm@10.34.9 --filter @vigil/bench bench:all [-- --only api,hub] [-- --events 10000000]
// `--events` goes to bench:history (default there: 100 million rows, read from the kept database
// vigil_bench_history_100000000, loaded on the first run).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const here = import.meta.dirname
const { values } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: { only: { type: 'string' }, events: { type: 'string' } },
})

/** Each benchmark's target, as the issues set them (bench/README.md). */
const targets: Record<string, string> = {
  'bench:api': 'p99 < 20 ms and >= 70% of the bare handler’s requests/s',
  'bench:hub': 'the bare ws rate, comparable latency',
  'bench:ingest': '30,000 events/s sustained on PostgreSQL; no event-loop stall over 50 ms on PGlite',
  'bench:live': 'device to screen p99 < 100 ms; lock click to confirmed p95 < 150 ms',
  'bench:web': '/login JavaScript < 150 KiB gzipped; first contentful paint p50/p95 < 300 ms',
  'bench:web:clients-search': 'keystroke to updated list p95 < 100 ms',
  'bench:web:clients-live':
    'device publish to the card’s coordinates on screen p99 < 150 ms; no main-thread task over 50 ms',
  'bench:web:alarms': 'SOS publish to the alarm’s card on screen p99 < 500 ms',
  'bench:web:replay': 'a day of 86,400 reports draws in < 200 ms (first draw and every redraw)',
  'bench:history': 'one vehicle’s last day from 100 million events p95 < 50 ms',
}

/** Lines that carry a verdict or a headline figure in each benchmark's output. */
const headline = /holds|MISSED|\bmet\b|missed|sustained:|target|delivers|raw COPY|loaded \d+|reusing|reads? of/
/** Columns worth a headline in a console.table without figure and value columns (bench:hub, bench:live). */
const figureColumn = /^p(50|95|99) ms$|\/s/

const scripts = (JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts
const everyName = Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== 'bench:all')
const names = everyName.filter(
  (name) => !values.only || values.only.split(',').some((only) => name === `bench:${only.trim()}`),
)
const resultsPath = join(here, 'RESULTS.md')

type Outcome = {
  name: string
  startedAt: Date
  load: number[]
  seconds: number
  code: number | null
  output: string
}

async function run(name: string): Promise<Outcome> {
  // `node --conditions=source x.ts` from package.json, run by this same Node (pnpm's Node 24).
  const [, ...args] = scripts[name]!.split(/\s+/)
  if (name === 'bench:history' && values.events) args.push('--events', values.events)
  const load = loadavg()
  const startedAt = new Date()
  const started = performance.now()
  console.log(`\n=== ${name} (load ${load.map((value) => value.toFixed(1)).join(' / ')}) ===`)
  const child = spawn(process.execPath, args, { cwd: here, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    process.stdout.write(chunk)
    output += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { name, startedAt, load, seconds: (performance.now() - started) / 1000, code, output }
}

const outcomes: Outcome[] = []
for (const name of names) outcomes.push(await run(name))

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r/g, '')

/** One console.table row as a line: a figure beside its target and verdict, or a row's percentiles and rates. */
function tableRow(header: string[], cells: string[]): string | undefined {
  const at = (name: string) => cells[header.indexOf(name)] ?? ''
  if (header.includes('figure')) {
    const [target, verdict] = [at('target'), at('verdict')]
    const beside = target ? ` (target ${target}${verdict ? `: ${verdict}` : ''})` : verdict ? ` (${verdict})` : ''
    return `${at('figure')}: ${at('value')}${beside}`
  }
  const shown = header.flatMap((name, index) =>
    index > 1 && figureColumn.test(name)
      ? [`${name.replace(/ ms$/, '')} ${cells[index]}${name.endsWith(' ms') ? ' ms' : ''}`]
      : [],
  )
  return shown.length ? `${cells[1]}: ${shown.join(', ')}` : undefined
}

/** Headline lines, with the web benchmarks' tables of figure, value, target and verdict read row by row. */
function figures(output: string): string {
  const lines: string[] = []
  let header: string[] | undefined
  for (const line of output.split('\n').map((text) => (text.split('\r').at(-1) ?? '').trim())) {
    if (line.startsWith('┌') || line.startsWith('└')) header = undefined
    if (!line.startsWith('│')) {
      if (headline.test(line) && !line.startsWith('at ')) lines.push(line)
      continue
    }
    const cells = line
      .split('│')
      .slice(1, -1)
      .map((text) => text.trim().replace(/^'(.*)'$/, '$1'))
    if (!header) header = cells
    else {
      const row = tableRow(header, cells)
      if (row) lines.push(row)
    }
  }
  return lines.slice(-10).map(cell).join('<br>')
}
const row = (outcome: Outcome) =>
  `| \`${outcome.name}\` | ${cell(targets[outcome.name] ?? '')} | ${figures(outcome.output) || '(no figures)'} | ` +
  `${outcome.load.map((value) => value.toFixed(1)).join(' / ')} | ${outcome.startedAt.toISOString().slice(0, 16)}Z | ` +
  `${outcome.seconds.toFixed(0)} s | ${outcome.code} |`
const section = (outcome: Outcome) =>
  [
    `## ${outcome.name}`,
    '',
    '```text',
    outcome.output
      .split('\n')
      .map((line) => line.split('\r').at(-1))
      .join('\n')
      .trim(),
    '```',
  ].join('\n')

// With --only, the other benchmarks keep the row and output an earlier run wrote.
const previous = values.only && existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : ''
const previousRow = (name: string) => previous.split('\n').find((line) => line.startsWith(`| \`${name}\` |`))
const previousSection = (name: string) =>
  previous
    .split(/^(?=## )/m)
    .find((part) => part.startsWith(`## ${name}\n`))
    ?.trimEnd()
const outcomeOf = (name: string) => outcomes.find((outcome) => outcome.name === name)
// Sections no benchmark writes stay as they are: the two-node browser test's repeated runs
// (scripts/loop-two-nodes-browsers.ts --record) are evidence of their own.
const written = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : ''
const otherSections = written
  .split(/^(?=## )/m)
  .filter((part) => part.startsWith('## ') && !everyName.some((name) => part.startsWith(`## ${name}\n`)))
  .map((part) => part.trimEnd())
const lines = [
  '# Benchmark results',
  '',
  `Written by \`bench:all\`: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB. Load average is the machine's 1, 5 and 15 minute load when each benchmark ` +
    'started: above the core count, other work shared the cores and the figures are pessimistic.',
  '',
  '| benchmark | target | figures | load at start | started (UTC) | run time | exit |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...everyName.flatMap((name) => {
    const outcome = outcomeOf(name)
    const line = outcome ? row(outcome) : previousRow(name)
    return line ? [line] : []
  }),
  '',
  ...everyName.flatMap((name) => {
    const outcome = outcomeOf(name)
    const text = outcome ? section(outcome) : previousSection(name)
    return text ? [text, ''] : []
  }),
  ...otherSections.flatMap((text) => [text, '']),
]
writeFileSync(resultsPath, lines.join('\n'))
console.log(`\nWrote bench/RESULTS.md (${outcomes.length} benchmarks run).`)
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0
