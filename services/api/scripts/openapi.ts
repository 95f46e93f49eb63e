// Writes the API's OpenAPI document without a database: `pnpm --filter @vigil/api openapi [file]`.
import { resolve } from 'node:path'
import { writeOpenApiDocument } from '../src/app.ts'

const file = resolve(process.argv[2] ?? 'openapi.json')
await writeOpenApiDocument(file)
console.log(`OpenAPI document written to ${file}`)
