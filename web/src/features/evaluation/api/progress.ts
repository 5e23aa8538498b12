import { type DataOf, queryUserEvaluationTime, saveEvaluationAnswers, submitEvaluation } from '@gaokao/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export type UserEvaluationState = DataOf<typeof queryUserEvaluationTime>

const USER_KEY = ['evaluation', 'user'] as const

/** The user's unfinished answers (to resume) and finished attempts of one assessment. */
export const userEvaluationQueryOptions = (evaluationId: number) =>
  queryOptions({
    queryKey: [...USER_KEY, 'time', evaluationId],
    queryFn: ({ signal }) => call(queryUserEvaluationTime, { evaluationId }, { signal }),
  })

export const useUserEvaluation = (evaluationId: number, loggedIn: boolean) =>
  useQuery({ ...userEvaluationQueryOptions(evaluationId), enabled: loggedIn })

/** Saves one answer on the server; the answer shows at once and the server's progress replaces it. */
export function useSaveAnswer(evaluationId: number) {
  const queryClient = useQueryClient()
  const key = userEvaluationQueryOptions(evaluationId).queryKey
  return useMutation({
    mutationFn: (answer: { position: number; option: number }) =>
      call(saveEvaluationAnswers, { evaluationId, answers: [answer] }),
    onMutate: (answer) => {
      queryClient.setQueryData(key, (state) => {
        if (!state) return state
        const answers = [...state.progress.answers]
        answers[answer.position - 1] = answer.option
        return {
          ...state,
          progress: { ...state.progress, answers, answered: answers.filter((a) => a !== null).length },
        }
      })
    },
    onSuccess: (progress) => {
      queryClient.setQueryData(key, (state) => (state ? { ...state, progress } : state))
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

/** Submits the saved answers; the history and every report query are refreshed after. */
export function useSubmitEvaluation(evaluationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(submitEvaluation, { evaluationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evaluation'] }),
  })
}

/** Starting again throws the unfinished answers away: every answer is cleared in one save. */
export function useRestartEvaluation(evaluationId: number, total: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      call(saveEvaluationAnswers, {
        evaluationId,
        answers: Array.from({ length: total }, (_, i) => ({ position: i + 1 })),
      }),
    onSuccess: (progress) =>
      queryClient.setQueryData(userEvaluationQueryOptions(evaluationId).queryKey, (state) =>
        state ? { ...state, progress } : state,
      ),
  })
}
