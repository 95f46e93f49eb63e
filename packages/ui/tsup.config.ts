import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  clean: true,
  sourcemap: true,
  target: 'es2023',
  treeshake: true,
  // Peers come from the app; the domain package and react-aria stay as regular imports too.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'styled-components',
    '@vigil/domain',
    'react-aria-components',
    'google-map-react',
  ],
})
