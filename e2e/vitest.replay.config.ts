import { defineConfig } from 'vitest/config'
import shared from './vitest.config'

/**
 * replay.e2e.ts starts and stops its own stack (record, then replay with the
 * upstream stopped): it needs none of global-setup's shared live stack.
 *   npx vitest run --config e2e/vitest.replay.config.ts
 */
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: ['replay.e2e.ts'], globalSetup: [] },
})
