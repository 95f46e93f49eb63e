import { defineConfig } from 'vite'
import { appViteConfig } from '../../scripts/vite-app.ts'
import { loginBudget } from './build/loginBudget.ts'
import { prerender } from './build/prerender.ts'

const config = appViteConfig({ name: 'dashboard', devPort: 5173 })
const login = 'src/pages/Login/index.ts'

export default defineConfig({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    loginBudget({ route: login }),
    prerender({ routes: '/src/routes.tsx', pages: { '/login': login } }),
  ],
})
