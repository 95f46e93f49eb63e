import { createAppRoot } from '@vigil/app-kit'
import { customerRoutes } from './routes.tsx'

createAppRoot({ routes: customerRoutes })
