// Runs every benchmark one after the other and writes bench/RESULTS.md: each benchmark's headline figures beside its
// target, the machine's load average when it started, and its whole output. Usage (from the repository root):
//   npx pnpm@10.34.9 --filter @vigil/bench bench:all [-- --only api,hub] [-- --events 10000000]
// `--events` goes to bench:history (default there: 100 million rows).
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
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
  'bench:history': 'one vehicle’s last day from 100 million events p95 < 50 ms',
}

/** Lines that carry a verdict or a headline figure in each benchmark's output. */
const headline = /holds|MISSED|\bmet\b|missed|sustained:|target|delivers|raw COPY|loaded \d+|reads of one/

const scripts = (JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts
const names = Object.keys(scripts).filter(
  (name) =>
    name.startsWith('bench:') &&
    name !== 'bench:all' &&
    (!values.only || values.only.split(',').some((only) => name === `bench:${only.trim()}`)),
)

type Outcome = { name: string; load: number[]; seconds: number; code: number | null; output: string }

async function run(name: string): Promise<Outcome> {
  // `node --conditions=source x.ts` from package.json, run by this same Node (pnpm's Node 24).
  const [, ...args] = scripts[name]!.split(/\s+/)
  if (name === 'bench:history' && values.events) args.push('--events', values.events)
  const load = loadavg()
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
  return { name, load, seconds: (performance.now() - started) / 1000, code, output }
}

const outcomes: Outcome[] = []
for (const name of names) outcomes.push(await run(name))

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r/g, '')
const figures = (output: string) =>
  output
    .split(/\r|\n/)
    .map((line) => line.trim())
    .filter((line) => headline.test(line) && !line.startsWith('│') && !line.startsWith('at '))
    .slice(-6)
    .map(cell)
    .join('<br>')
const lines = [
  '# Benchmark results',
  '',
  `Written by \`bench:all\` on ${new Date().toISOString()}: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB. Load average is the machine's 1, 5 and 15 minute load when each benchmark ` +
    'started: above the core count, other work shared the cores and the figures are pessimistic.',
  '',
  '| benchmark | target | figures | load at start | run time | exit |',
  '| --- | --- | --- | --- | --- | --- |',
  ...outcomes.map(
    (outcome) =>
      `| \`${outcome.name}\` | ${cell(targets[outcome.name] ?? '')} | ${figures(outcome.output) || '(no figures)'} | ` +
      `${outcome.load.map((value) => value.toFixed(1)).join(' / ')} | ${outcome.seconds.toFixed(0)} s | ${outcome.code} |`,
  ),
  '',
  ...outcomes.flatMap((outcome) => [
    `## ${outcome.name}`,
    '',
    '```text',
    outcome.output
      .split('\n')
      .map((line) => line.split('\r').at(-1))
      .join('\n')
      .trim(),
    '```',
    '',
  ]),
]
writeFileSync(join(here, 'RESULTS.md'), lines.join('\n'))
console.log(`\nWrote bench/RESULTS.md (${outcomes.length} benchmarks).`)
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0
