import react from '@vitejs/plugin-react'
import { defaultClientConditions } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import { typeboxShimAlias } from './build/typebox-shim-alias'

const TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}']

/**
 * Tests of pure modules run in Node instead of jsdom: neither they nor
 * anything they import names a DOM global, and a jsdom window per file was
 * most of this suite's time (docs/testing.md, CI time). A file left off the
 * list runs in jsdom, which is always safe; one on it that starts using the
 * DOM fails at once (`document is not defined`) and leaves the list.
 */
const NODE_TESTS = [
  'src/components/charts/axis-bounds.test.ts',
  'src/components/data/group-lines-only.test.ts',
  'src/components/data/latest-year.test.ts',
  'src/components/data/missing-year.test.ts',
  'src/components/data/pager-items.test.ts',
  'src/components/data/table-source.test.ts',
  'src/features/batch/lib/trend-chart.test.ts',
  'src/features/college/lib/college-lib.test.ts',
  'src/features/college/lib/track.test.ts',
  'src/features/college/lib/trend-axes.test.ts',
  'src/features/compare/lib/better.test.ts',
  'src/features/compare/lib/compare-ids.test.ts',
  'src/features/conversion/lib/convert-search.test.ts',
  'src/features/evaluation/lib/evaluation-lib.test.ts',
  'src/features/expert/lib/expert-search.test.ts',
  'src/features/home/lib/quick-rank.test.ts',
  'src/features/job/lib/job-search-params.test.ts',
  'src/features/major/lib/major-search.test.ts',
  'src/features/membership/lib/order.test.ts',
  'src/features/personal/lib/personal-lib.test.ts',
  'src/features/planning/lib/choice-search.test.ts',
  'src/features/planning/lib/filled.test.ts',
  'src/features/planning/lib/table-room.test.ts',
  'src/features/rank/lib/distribution-chart.test.ts',
  'src/features/rank/lib/outside-table.test.ts',
  'src/features/rank/lib/rank-search.test.ts',
  'src/features/search/lib/search-params.test.ts',
  'src/features/subject/lib/subject-lib.test.ts',
  'src/lib/md5.test.ts',
  'src/lib/next-task.test.ts',
  'src/lib/safe-link.test.ts',
  'src/lib/typebox-shim.test.ts',
  'src/lib/wait-at-most.test.ts',
  'src/stores/messages.test.ts',
  'test/shared-css.test.ts',
  'test/strip-endpoint-schemas.test.ts',
  'test/ui-literals.test.ts',
]

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: typeboxShimAlias },
  test: {
    // As in the upstream's and the bff's: on a busy 2-core machine (CI runs this suite beside the
    // end-to-end one) a first render of a lazily loaded Semi component can take longer than the default 5 s.
    testTimeout: 30_000,
    css: false,
    server: { deps: { inline: [/@douyinfe/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...NODE_TESTS],
          setupFiles: ['test/setup.ts'],
        },
      },
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
    ],
  },
})
