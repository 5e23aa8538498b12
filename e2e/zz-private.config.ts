import { defineConfig } from 'vitest/config'

// Temporary (majors/jobs/search engineer): the e2e suite on private ports. Delete after use.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['/tmp/seed-majors/e2ecfg/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
})
