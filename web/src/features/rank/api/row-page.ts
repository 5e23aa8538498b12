import { queryWcList, SCORE_MAX } from '@gaokao/contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { pageOfRow } from '../lib/rank-search'
import { type TableKey, WC_PAGE_SIZE } from './rank-tables'

/**
 * The page of the whole table that holds a score's row, for 在表中查看: the
 * rows above it are counted by the table call itself (a published table
 * skips misprinted rows, so the page is not (top - score) / 50).
 */
export const rowPageQueryOptions = (key: TableKey, score: number) =>
  queryOptions({
    queryKey: ['rank', 'row-page', key, score],
    queryFn: async ({ signal }) => {
      if (score >= SCORE_MAX) return 1
      const above = await call(
        queryWcList,
        { ...key, minScore: score + 1, pageNum: 1, pageSize: 1 },
        { signal, silent: true },
      )
      return pageOfRow(above.total, WC_PAGE_SIZE)
    },
    staleTime: 30 * 60_000,
  })
