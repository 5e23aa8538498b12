import { queryMajorSumByXkMatch } from '@gaokao/contracts'
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** What a combination opens in the province's plan (share, schools, majors, per requirement). */
export const xkSumQueryOptions = (province: string, xk: string) =>
  queryOptions({
    queryKey: ['subject', 'sum', province, xk],
    queryFn: ({ signal }) => call(queryMajorSumByXkMatch, { province, xk }, { signal }),
    staleTime: 10 * 60_000,
  })

export const useXkSum = (province: string, xk: string) => useQuery(xkSumQueryOptions(province, xk))

/** The same for several combinations at once (the comparison). */
export const useXkSums = (province: string, list: readonly string[]) =>
  useQueries({ queries: list.map((xk) => xkSumQueryOptions(province, xk)) })
