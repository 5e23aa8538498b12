import { queryEvaluationList } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The assessments (public): they change only with a new dataset. */
export const evaluationListQueryOptions = () =>
  queryOptions({
    queryKey: ['evaluation', 'list'],
    queryFn: ({ signal }) => call(queryEvaluationList, {}, { signal }),
    staleTime: 10 * 60_000,
  })

export const useEvaluationList = () => useQuery(evaluationListQueryOptions())
