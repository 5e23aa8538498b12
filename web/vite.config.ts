import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { chunkGroups } from './build/chunk-groups'
import { dataPreloadsPlugin } from './build/data-preloads-plugin'
import { precompressPlugin } from './build/precompress-plugin'
import { routeChunksPlugin } from './build/route-chunks-plugin'
import { stripEndpointSchemasPlugin } from './build/strip-endpoint-schemas-plugin'
import { typeboxShimAlias } from './build/typebox-shim-alias'

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  // The router plugin must run before React's: it generates the route tree and splits each route into its own chunk.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    stripEndpointSchemasPlugin(),
    routeChunksPlugin(fileURLToPath(new URL('.', import.meta.url))),
    dataPreloadsPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // Read @gaokao/contracts from its TypeScript source: no separate build step for the web.
    conditions: ['source', ...defaultClientConditions],
    alias: typeboxShimAlias,
  },
  server: {
    // changeOrigin off: the bff gets the browser's Host (localhost:5173), so a POST's Origin matches it as
    // it does behind the production gateway; Vite's shorthand would rewrite Host to the bff's own and every
    // POST would get 403 (docs/dev-server.md).
    proxy: { '/api': { target: bff, changeOrigin: false }, '/bff': { target: bff, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Maps are written for debugging but named in no script; the bff serves them only with SERVE_SOURCE_MAPS=on (docs/source-maps.md).
    sourcemap: 'hidden',
    // web/dist/.vite/manifest.json: scripts/perf-budget.mjs reads each route's first-load chunks from it.
    manifest: true,
    // Keep `debugger` statements: the development gate's pause check is one (docs/dev-gate.md); Oxc drops them by default.
    rolldownOptions: {
      output: {
        minify: { compress: { dropDebugger: false } },
        // Fewer first-load requests: a phone on HTTP/1.1 fetches six at a time, a round trip each (build/chunk-groups.ts).
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
})
