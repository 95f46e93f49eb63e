// Regenerates openapi.json and src/generated from the API's route schemas: `pnpm --filter @vigil/api-client generate`.
import { generateClient } from './client-generation.ts'
import { packageRoot } from './stale-files.ts'

await generateClient(packageRoot)
console.log('The API client is regenerated: commit openapi.json and src/generated.')
