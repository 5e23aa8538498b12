import { type BodyOf, querySchoolCompare } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export type CompareBody = BodyOf<typeof querySchoolCompare>

/** The compared colleges in one call (querySchoolCompare); a failure is the page's own error state. */
export const schoolCompareQueryOptions = (body: CompareBody) =>
  queryOptions({
    queryKey: ['compare', body],
    queryFn: ({ signal }) => call(querySchoolCompare, body, { signal, silent: true }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  })

export const useSchoolCompare = (body: CompareBody, enabled: boolean) =>
  useQuery({ ...schoolCompareQueryOptions(body), enabled })
