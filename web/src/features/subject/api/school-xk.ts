import { queryXkBySchool, queryXkMajorBySchool } from '@gaokao/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const SCHOOL_MAJORS_PAGE_SIZE = 20

/** A school's majors by requirement: in the province's plan, or (province undefined) its catalogue. */
export const useSchoolXk = (schoolId: number, province: string | undefined, xk: string) =>
  useQuery({
    queryKey: ['subject', 'school', schoolId, province ?? '', xk],
    queryFn: ({ signal }) => call(queryXkBySchool, { schoolId, province, xk }, { signal }),
    staleTime: 10 * 60_000,
  })

export const useSchoolXkMajors = (
  schoolId: number,
  province: string | undefined,
  xk: string,
  page: number,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['subject', 'school-majors', schoolId, province ?? '', xk, page],
    queryFn: ({ signal }) =>
      call(
        queryXkMajorBySchool,
        { schoolId, province, xk, pageNum: page, pageSize: SCHOOL_MAJORS_PAGE_SIZE },
        { signal },
      ),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
  })
