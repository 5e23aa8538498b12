import { queryProduct } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

/** Products and prices (public, small). */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['membership', 'products'],
    queryFn: ({ signal }) => call(queryProduct, {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })
export const useProducts = () => useQuery(productsQueryOptions())
