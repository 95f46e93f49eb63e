import { defineConfig } from 'vite'
import { appViteConfig } from '../../scripts/vite-app.ts'
import { loginBudget } from './build/loginBudget.ts'

const config = appViteConfig({ name: 'dashboard', devPort: 5173 })

export default defineConfig({
  ...config,
  plugins: [...(config.plugins ?? []), loginBudget({ route: 'src/pages/Login/index.ts' })],
})
