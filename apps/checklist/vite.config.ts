import { defineConfig } from 'vite'
import { appViteConfig } from '../../scripts/vite-app.ts'

export default defineConfig(appViteConfig({ name: 'checklist', devPort: 5174 }))
