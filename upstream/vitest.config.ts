import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Resolve @gaokao/contracts to its TypeScript source, so tests need no build first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Hooks copy and open an 80 MB database: on a busy 2-core machine that can take longer than the default 10 s.
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
