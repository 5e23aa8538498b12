import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  // The router plugin must run before React's: it generates the route tree and splits each route into its own chunk.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: {
    // Read @gaokao/contracts from its TypeScript source: no separate build step for the web.
    conditions: ['source', ...defaultClientConditions],
    // The SPA needs contracts' schemas only as types: a shim builds them as plain objects (src/lib/typebox-shim.ts).
    alias: { 'typebox/type': fileURLToPath(new URL('./src/lib/typebox-shim.ts', import.meta.url)) },
  },
  server: {
    proxy: { '/api': bff, '/bff': bff },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // web/dist/.vite/manifest.json: scripts/perf-budget.mjs reads each route's first-load chunks from it.
    manifest: true,
    // Keep `debugger` statements: the development gate's pause check is one (docs/dev-gate.md); Oxc drops them by default.
    rolldownOptions: { output: { minify: { compress: { dropDebugger: false } } } },
  },
})
