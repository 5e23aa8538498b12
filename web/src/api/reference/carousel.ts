import { getCarousel } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

export const carouselQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'carousel'],
    queryFn: ({ signal }) => call(getCarousel, {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })

export const useCarousel = () => useQuery(carouselQueryOptions())
