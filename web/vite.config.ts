import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { dataPreloadsPlugin } from './build/data-preloads-plugin'
import { precompressPlugin } from './build/precompress-plugin'
import { routeChunksPlugin } from './build/route-chunks-plugin'
import { typeboxShimAlias } from './build/typebox-shim-alias'

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  // The router plugin must run before React's: it generates the route tree and splits each route into its own chunk.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
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
    proxy: { '/api': bff, '/bff': bff },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // web/dist/.vite/manifest.json: scripts/perf-budget.mjs reads each route's first-load chunks from it.
    manifest: true,
    // Keep `debugger` statements: the development gate's pause check is one (docs/dev-gate.md); Oxc drops them by default.
    rolldownOptions: {
      output: {
        minify: { compress: { dropDebugger: false } },
        // Fewer, larger first-load chunks: left alone, Rolldown cut the entry's static imports into 45 files
        // (one per set of routes sharing a module), and a phone on HTTP/1.1 fetches them six at a time.
        codeSplitting: {
          groups: [
            // The framework every page runs, cached apart from our code, which changes more often.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare)[\\/]/,
              priority: 3,
            },
            // Our code that the entry needs anyway (shell, stores, texts, route definitions) in one chunk; without
            // includeDependenciesRecursively: false it would also pull in every Semi component that code reaches.
            {
              name: 'app',
              test: /(web|contracts)[\\/]src[\\/]/,
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
