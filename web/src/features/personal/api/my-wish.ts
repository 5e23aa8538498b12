import { myWish } from '@gaokao/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const MY_WISH_PAGE_SIZE = 10

/** The user's volunteer tables, hand-built and generated (myWish). */
export const useMyWishes = (page: number) =>
  useQuery({
    queryKey: ['personal', 'wishes', page],
    queryFn: ({ signal }) => call(myWish, { pageNum: page, pageSize: MY_WISH_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  })
