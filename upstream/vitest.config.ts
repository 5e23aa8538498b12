import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Resolve @gaokao/contracts to its TypeScript source, so tests need no build first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'], globalSetup: ['test/global-setup.ts'], testTimeout: 30_000 },
})
