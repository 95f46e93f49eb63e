import { createAppRoot } from '@vigil/app-kit'
import { routes } from './routes.tsx'

createAppRoot({ routes })
