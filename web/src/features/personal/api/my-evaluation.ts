import { myEvaluation } from '@gaokao/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const MY_EVALUATION_PAGE_SIZE = 10

/** The user's finished assessments, latest first (myEvaluation). */
export const useMyEvaluations = (page: number) =>
  useQuery({
    queryKey: ['personal', 'evaluations', page],
    queryFn: ({ signal }) => call(myEvaluation, { pageNum: page, pageSize: MY_EVALUATION_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  })
