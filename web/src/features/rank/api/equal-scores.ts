import { queryEqualScores } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import type { TableKey } from './rank-tables'

/** The looked-up score's rank, its 等位分 in each year and its rank there (docs/equal-scores.md). */
export const equalScoresQueryOptions = (key: TableKey, score: number) =>
  queryOptions({
    queryKey: ['rank', 'equal-scores', key, score],
    queryFn: ({ signal }) => call(queryEqualScores, { ...key, score }, { signal, silent: true }),
    staleTime: 30 * 60_000,
  })

export const useEqualScores = (key: TableKey, score: number | undefined) =>
  useQuery({ ...equalScoresQueryOptions(key, score ?? 0), enabled: score !== undefined })
