import { defineConfig } from 'orval'

// The freshness check generates into a scratch copy of this package; VIGIL_CLIENT_ROOT points there.
const root = process.env.VIGIL_CLIENT_ROOT ?? '.'

export default defineConfig({
  vigil: {
    input: { target: `${root}/openapi.json` },
    output: {
      mode: 'tags-split',
      target: `${root}/src/generated`,
      schemas: `${root}/src/generated/model`,
      client: 'swr',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: `${root}/src/mutator.ts`, name: 'apiFetch' },
        // The mutator throws ApiError for every refused call, so a call resolves with the body of its success answer.
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
})
