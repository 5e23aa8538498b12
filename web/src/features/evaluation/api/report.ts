import { queryUserDoneEvaluationReport, queryUserEvaluationReport } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** One of the user's reports. */
export const reportQueryOptions = (reportId: number) =>
  queryOptions({
    queryKey: ['evaluation', 'user', 'report', reportId],
    queryFn: ({ signal }) => call(queryUserEvaluationReport, { reportId }, { signal }),
    staleTime: 10 * 60_000,
  })

export const useReport = (reportId: number, enabled: boolean) => useQuery({ ...reportQueryOptions(reportId), enabled })

/** The user's latest report of an assessment, or null. */
export const useDoneReport = (evaluationId: number, loggedIn: boolean) =>
  useQuery({
    queryKey: ['evaluation', 'user', 'done', evaluationId],
    queryFn: ({ signal }) => call(queryUserDoneEvaluationReport, { evaluationId }, { signal }),
    enabled: loggedIn,
  })
