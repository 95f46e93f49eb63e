import { serverTestConfig } from '../../scripts/vitest-server.ts'

export default serverTestConfig({
  // The security code is tested to the line: a new line without a test fails the package's tests.
  // Branches and statements left: the remembered-token cache's bound and defensive defaults (docs/mutation-testing.md).
  coverage: {
    provider: 'v8',
    include: ['src/**/*.ts'],
    exclude: ['src/index.ts'],
    reporter: ['text-summary'],
    thresholds: { lines: 100, functions: 100, statements: 99.5, branches: 97 },
  },
})
