import { type MajorLevel, queryCcList, queryXkmlList, queryZylList } from '@gaokao/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The catalogue's shape changes only with a new dataset: cache it for an hour. */
const CATALOGUE_STALE = 60 * 60_000

/** The two levels with their counts (major/queryCcList). */
export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: ['major', 'levels'],
    queryFn: ({ signal }) => call(queryCcList, {}, { signal, silent: true }),
    staleTime: CATALOGUE_STALE,
  })

export const useLevels = () => useQuery(levelsQueryOptions())

/** The 门类 (专科: 专业大类) of a level (queryXkmlList). */
export const categoriesQueryOptions = (cc: MajorLevel) =>
  queryOptions({
    queryKey: ['major', 'categories', cc],
    queryFn: ({ signal }) => call(queryXkmlList, { cc }, { signal, silent: true }),
    staleTime: CATALOGUE_STALE,
  })

export const useCategories = (cc: MajorLevel) => useQuery(categoriesQueryOptions(cc))

/** The 专业类 of a 门类 (queryZylList); nothing is asked while no 门类 is chosen. */
export const classesQueryOptions = (cc: MajorLevel, xkml: string) =>
  queryOptions({
    queryKey: ['major', 'classes', cc, xkml],
    queryFn: ({ signal }) => call(queryZylList, { cc, xkml }, { signal, silent: true }),
    staleTime: CATALOGUE_STALE,
  })

export const useClasses = (cc: MajorLevel, xkml: string | undefined) =>
  useQuery({ ...classesQueryOptions(cc, xkml ?? ''), enabled: xkml !== undefined })
