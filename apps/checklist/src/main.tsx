import { memoryStorage } from '@vigil/api-client'
import { createAppRoot } from '@vigil/app-kit'
import { routes } from './routes.tsx'

// The checklist has no sign-in: an agent's stored session on the same origin must never ride along with its calls.
createAppRoot({ routes, client: { storage: memoryStorage() } })
