import { defineConfig } from 'vitest/config'

/**
 * The files whose apps keep user state (logins, sessions, profiles, focus
 * lists, tables, evaluations, consultations, orders): `npm run test:pg:user`
 * runs these again with that state in PostgreSQL, the lane `npm test` adds
 * (docs/testing.md, The PostgreSQL run). The reference-data files would
 * only repeat their SQLite run, and test/user-db/ runs on a PostgreSQL of its
 * own in every run.
 */
export const USER_DATA_TESTS = [
  'test/account*.test.ts',
  'test/login-*.test.ts',
  'test/personal.test.ts',
  'test/membership*.test.ts',
  'test/payment*.test.ts',
  'test/planning*.test.ts',
  'test/planning/*-route.test.ts',
  'test/planning/{ai-fill,former-track,safe-chances,wish-lock}.test.ts',
  'test/wish-exports.test.ts',
  'test/equal-scores.test.ts',
  'test/malformed-fields.test.ts',
  'test/major.test.ts',
  'test/college-{detail,scores}.test.ts',
  'test/evaluation.test.ts',
  'test/expert*.test.ts',
]

export default defineConfig({
  // Resolve @gaokao/contracts to its TypeScript source, so tests need no build first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Hooks copy and open an 80 MB database: on a busy 2-core machine that can take longer than the default 10 s.
  test: {
    include: process.env.UPSTREAM_TEST_FILES === 'user' ? USER_DATA_TESTS : ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
