import { queryFocusMajor, queryFocusSchool } from '@gaokao/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const FOCUS_PAGE_SIZE = 10

/** The schools the user follows, latest first (the user's own: never cached beyond the page). */
export const useFocusedSchools = (page: number) =>
  useQuery({
    queryKey: ['personal', 'focus-schools', page],
    queryFn: ({ signal }) => call(queryFocusSchool, { pageNum: page, pageSize: FOCUS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  })

/** The majors the user follows, latest first. */
export const useFocusedMajors = (page: number) =>
  useQuery({
    queryKey: ['personal', 'focus-majors', page],
    queryFn: ({ signal }) => call(queryFocusMajor, { pageNum: page, pageSize: FOCUS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  })
