import { querySynthesisListByName } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The first few schools, majors and jobs matching a keyword, with the totals (querySynthesisListByName). */
export const synthesisQueryOptions = (keyword: string, size: number) =>
  queryOptions({
    queryKey: ['search', 'synthesis', keyword, size],
    queryFn: ({ signal }) => call(querySynthesisListByName, { name: keyword, size }, { signal, silent: true }),
    staleTime: 10 * 60_000,
  })

/** Nothing is asked for a blank keyword; while typing, the last answer stays until the next one arrives. */
export const useSynthesis = (keyword: string, size: number) =>
  useQuery({ ...synthesisQueryOptions(keyword, size), enabled: keyword !== '', placeholderData: keepPreviousData })
