import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // The site waits 1 s around a login (docs/spec-rules.md, Constants) and the machine is shared: polls get time to settle.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 240_000,
    // One browser-driven file at a time: the machine has two cores and the stack needs one.
    fileParallelism: false,
  },
})
