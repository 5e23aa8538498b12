import { queryMajorListByName, querySchoolListByName } from '@gaokao/contracts'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Schools by name, for picking one (first 8 matches). */
export const useSchoolSearch = (name: string) =>
  useQuery({
    queryKey: ['subject', 'school-search', name],
    queryFn: ({ signal }) => call(querySchoolListByName, { name, pageNum: 1, pageSize: 8 }, { signal }),
    enabled: name.trim() !== '',
    staleTime: 10 * 60_000,
  })

/** Majors by name, for picking one (first 8 matches). */
export const useMajorSearch = (name: string) =>
  useQuery({
    queryKey: ['subject', 'major-search', name],
    queryFn: ({ signal }) => call(queryMajorListByName, { name, pageNum: 1, pageSize: 8 }, { signal }),
    enabled: name.trim() !== '',
    staleTime: 10 * 60_000,
  })
