import { mergeConfig } from 'vitest/config'
import base from './vitest.config.ts'

// Stryker runs the same test files once per mutant in one worker: without isolation a run costs the tests alone, not a
// new process and module graph each time (the mutants are switched at run time, so nothing needs reloading).
export default mergeConfig(base, { test: { isolate: false } })
