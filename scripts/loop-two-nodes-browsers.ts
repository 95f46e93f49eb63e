// Runs the two-node browser test (services/api/test/cluster/two-nodes-browsers.test.ts) N times in a row and prints
// each run's result and the tally: the evidence that it passes repeatedly, not once. Not part of the test command
// (each run takes about a minute and a half).
//
//   npx pnpm@10.34.9 exec node scripts/loop-two-nodes-browsers.ts [runs=30] [--keep-going] [--record]
//
// It stops at the first failure unless --keep-going; the output of every failed run is kept under
// $TMPDIR/vigil-two-nodes-loop-<time>/run-<n>.log, and the exit code is the number of failed runs (0: all passed).
// --record writes the tally into bench/RESULTS.md as its own section, which bench:all keeps.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 30)
const keepGoing = args.includes('--keep-going')
const record = args.includes('--record')
const loadAtStart = loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ')
const startedAt = new Date()
const logs = join(tmpdir(), `vigil-two-nodes-loop-${new Date().toISOString().replace(/[:.]/g, '-')}`)
mkdirSync(logs, { recursive: true })

const runOnce = () =>
  new Promise<{ passed: boolean; output: string; seconds: number }>((resolve) => {
    const started = Date.now()
    const child = spawn(
      'npx',
      ['pnpm@10.34.9', '--filter', '@vigil/api', 'exec', 'vitest', 'run', 'test/cluster/two-nodes-browsers.test.ts'],
      { cwd: root, env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('close', (code) => resolve({ passed: code === 0, output, seconds: (Date.now() - started) / 1000 }))
  })

let passed = 0
let failed = 0
const seconds: number[] = []
for (let run = 1; run <= runs; run++) {
  const result = await runOnce()
  seconds.push(result.seconds)
  if (result.passed) passed++
  else {
    failed++
    writeFileSync(join(logs, `run-${run}.log`), result.output)
  }
  const at = new Date().toISOString().slice(11, 19)
  console.log(
    `${at} run ${run}/${runs}: ${result.passed ? 'passed' : `FAILED (log: ${join(logs, `run-${run}.log`)})`} in ${result.seconds.toFixed(0)} s`,
  )
  if (!result.passed && !keepGoing) break
}
const tally = `${passed} passed, ${failed} failed of ${passed + failed} runs in a row (${runs} asked)`
console.log(`two-nodes-browsers: ${tally}`)
process.exitCode = failed

if (record) {
  const results = join(root, 'bench/RESULTS.md')
  const heading = '## two-nodes-browsers, run in a loop'
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  const mean = seconds.reduce((sum, value) => sum + value, 0) / Math.max(1, seconds.length)
  const section = [
    heading,
    '',
    '`services/api/test/cluster/two-nodes-browsers.test.ts` (two API nodes, Redis, Mosquitto, a sticky proxy, a browser ' +
      `on each node) run by \`scripts/loop-two-nodes-browsers.ts\`: **${tally}**, started ` +
      `${startedAt.toISOString().slice(0, 16)}Z at load ${loadAtStart}, on commit ${commit}; about ` +
      `${mean.toFixed(0)} s a run.`,
  ].join('\n')
  const written = existsSync(results) ? readFileSync(results, 'utf8') : '# Benchmark results\n'
  const others = written.split(/^(?=## )/m).filter((part) => !part.startsWith(`${heading}\n`))
  writeFileSync(results, `${others.map((part) => part.trimEnd()).join('\n\n')}\n\n${section}\n`)
}
