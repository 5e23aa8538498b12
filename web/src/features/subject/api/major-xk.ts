import {
  queryMajorSchoolByZydm,
  queryXkByMajor,
  queryXkSchoolByMajor,
  queryXkSchoolListByMajor,
} from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const MAJOR_SCHOOLS_PAGE_SIZE = 20

/** A major's schools by requirement: in the province's plan, or (province undefined) every school running it. */
export const useMajorXk = (majorId: number, province: string | undefined, xk: string) =>
  useQuery({
    queryKey: ['subject', 'major', majorId, province ?? '', xk],
    queryFn: ({ signal }) => call(queryXkByMajor, { majorId, province, xk }, { signal }),
    staleTime: 10 * 60_000,
  })

/** The province's plan rows of the major (school, track, group, places, requirement). */
export const useMajorPlanSchools = (majorId: number, province: string, xk: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['subject', 'major-plan', majorId, province, xk, page],
    queryFn: ({ signal }) =>
      call(
        queryXkSchoolListByMajor,
        { majorId, province, xk, pageNum: page, pageSize: MAJOR_SCHOOLS_PAGE_SIZE },
        { signal },
      ),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
  })

/** Every school running the major, with its requirement (no province). */
export const useMajorAllSchools = (majorId: number, xk: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['subject', 'major-all', majorId, xk, page],
    queryFn: ({ signal }) =>
      call(queryXkSchoolByMajor, { majorId, xk, pageNum: page, pageSize: MAJOR_SCHOOLS_PAGE_SIZE }, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
  })

/** A major found by its code (专业代码): fetched on the user's submit, not as the page renders. */
export const majorByCodeQueryOptions = (zydm: string, province: string) =>
  queryOptions({
    queryKey: ['subject', 'zydm', zydm, province],
    queryFn: ({ signal }) => call(queryMajorSchoolByZydm, { zydm, province }, { signal, silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
  })
