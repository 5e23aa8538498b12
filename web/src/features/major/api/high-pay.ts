import { type MajorLevel, queryHighPayMajor } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The best-paid majors of a level by their latest salary (queryHighPayMajor, sample data). */
export const highPayQueryOptions = (cc: MajorLevel, size = 10) =>
  queryOptions({
    queryKey: ['major', 'high-pay', cc, size],
    queryFn: ({ signal }) => call(queryHighPayMajor, { cc, size }, { signal, silent: true }),
    staleTime: 60 * 60_000,
  })

export const useHighPay = (cc: MajorLevel, size = 10) => useQuery(highPayQueryOptions(cc, size))
