import { queryQuestionsByEvaluationId } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** One assessment and its questions in order (public). */
export const questionsQueryOptions = (evaluationId: number) =>
  queryOptions({
    queryKey: ['evaluation', 'questions', evaluationId],
    queryFn: ({ signal }) => call(queryQuestionsByEvaluationId, { evaluationId }, { signal }),
    staleTime: 10 * 60_000,
  })

export const useQuestions = (evaluationId: number) => useQuery(questionsQueryOptions(evaluationId))
