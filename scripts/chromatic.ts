// `chromatic`: sends the Storybook catalogue to Chromatic for visual review, only where a project token is configured
// (CHROMATIC_PROJECT_TOKEN); without one it says so and passes, and loki (`test:visual`) is the visual review.
// It uploads the catalogue `test:visual` built (storybook-static), or builds it when there is none.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const catalogue = path.join(root, 'storybook-static')

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set; loki (test:visual) is the visual review.')
  process.exit(0)
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync(path.join(catalogue, 'index.html'))) {
  run('storybook', ['build', '--quiet', '--output-dir', catalogue, '--disable-telemetry'])
}
// The token is read from the environment by the CLI itself, never put on a command line. Changes do not fail the
// run: loki's references already gate it here, and Chromatic's changes are accepted or refused in its review.
run('chromatic', ['--storybook-build-dir', catalogue, '--exit-zero-on-changes', ...process.argv.slice(2)])
