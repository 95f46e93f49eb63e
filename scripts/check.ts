// `check` (what `test` and CI run): every check, in two lanes side by side, so the test command stays under 30 minutes
// on a two-core machine as it grows. Each step's output is printed whole when it ends, with its duration, and a table
// of durations closes the run. `CHECK_LANES=1` runs the same steps one after another.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

// The lanes are balanced on measured durations (minutes:seconds): lint 0:03, typecheck 4:22, test:packages 20:02,
// test:e2e 14:51, test:visual 19:23, test:stories 3:59 in a whole run, and test:packages 10:27 (on a busier machine)
// since the server tests start from a migrated database. The old split (lint, typecheck, packages | e2e, visual,
// stories) made lane two 38 minutes long; moving the stories alone would leave e2e and visual together, 34:14. So the
// two longest steps go in different lanes, and the journeys, which mostly wait on real time (trackers reporting, the
// hub pushing), run first beside the compiling and the screenshots: 0:03 + 4:22 + 19:23 + 3:59 = 27:47 against
// 14:51 + 10:27 = 25:18. Lint and typecheck still come first, the quick failures; chromatic follows test:visual in its
// lane because it uploads the catalogue test:visual built.
const lanes: string[][] = [
  ['lint', 'typecheck', 'test:visual', 'test:stories', 'chromatic'],
  ['test:e2e', 'test:packages'],
]

type Outcome = { step: string; seconds: number; code: number; output: string }

const logs = mkdtempSync(path.join(tmpdir(), 'vigil-check-'))
const outcomes: Outcome[] = []
let failed = false

// Rounded once, so 59.6 s reads 1:00 and not 0:60.
const minutes = (seconds: number) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

function runStep(step: string): Promise<Outcome> {
  const log = path.join(logs, `${step.replace(/\W/g, '-')}.log`)
  writeFileSync(log, '')
  const started = Date.now()
  console.log(`[check] ${step} started`)
  return new Promise((resolve) => {
    // pnpm runs the root script, so this table and package.json's scripts stay the one list of what each step is.
    const child = spawn('pnpm', ['run', step], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code) => {
      writeFileSync(log, Buffer.concat(chunks))
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(readFileSync(log))
      console.log(`[check] ${step} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes(seconds)}`)
      resolve({ step, seconds, code: code ?? 1, output: code === 0 ? '' : readFileSync(log, 'utf8') })
    })
  })
}

async function runLane(steps: string[]) {
  for (const step of steps) {
    // After a failure no new step starts; the steps already running finish, so their output is not lost.
    if (failed) return
    const outcome = await runStep(step)
    outcomes.push(outcome)
    if (outcome.code !== 0) failed = true
  }
}

const started = Date.now()
if (process.env.CHECK_LANES === '1') await runLane(lanes.flat())
else await Promise.all(lanes.map(runLane))
rmSync(logs, { recursive: true, force: true })

console.log('\n[check] step durations (minutes:seconds)')
for (const lane of lanes) {
  for (const step of lane) {
    const outcome = outcomes.find((done) => done.step === step)
    console.log(
      `  ${step.padEnd(14)} ${outcome ? `${minutes(outcome.seconds)}${outcome.code === 0 ? '' : ' FAILED'}` : 'not run'}`,
    )
  }
}
console.log(`  ${'whole'.padEnd(14)} ${minutes((Date.now() - started) / 1000)}`)

// CI keeps only the tail of what a run prints, and a failed step's output can be thousands of lines above it, so the
// lines that name what failed are said again last.
const failureLine = /FAIL|×|✗|✘|AssertionError|Error:|Timed out|timed out|ELIFECYCLE|ERR_PNPM/
for (const outcome of outcomes.filter((done) => done.code !== 0)) {
  const lines = outcome.output.split('\n')
  const named = lines.filter((line) => failureLine.test(line)).slice(0, 80)
  console.log(`\n[check] ${outcome.step} FAILED (exit ${outcome.code}); the lines that name the failure:`)
  for (const line of named) console.log(`  ${line.slice(0, 400)}`)
  console.log(`[check] the last 40 lines of ${outcome.step}:`)
  for (const line of lines.slice(-40)) console.log(`  ${line.slice(0, 400)}`)
}
process.exit(failed ? 1 : 0)
