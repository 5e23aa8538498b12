import { type BodyOf, choiceMajorList, choiceSchoolList, queryMajorListByYxmc, querySum } from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { call } from '../../../lib/api-client'
import { user } from '../../../stores/user'

/**
 * The candidate's profile as a cache key: a new score or subjects means new
 * options. Empty without a session: logout clears the profile while the page
 * is still mounted, and its queries must not ask again without a token.
 */
export function useProfileKey(): string {
  const snap = useSnapshot(user)
  if (snap.session !== 'user') return ''
  return `${snap.province}|${snap.xk}|${snap.score ?? ''}`
}

export type SumBody = BodyOf<typeof querySum>
export type ListBody = BodyOf<typeof choiceSchoolList>

export const sumQueryOptions = (profile: string, body: SumBody) =>
  queryOptions({
    queryKey: ['planning', 'sum', profile, body],
    queryFn: ({ signal }) => call(querySum, body, { signal, silent: true }),
    enabled: profile !== '',
    placeholderData: keepPreviousData,
  })

export const useChoiceSum = (body: SumBody) => useQuery(sumQueryOptions(useProfileKey(), body))

export const choiceListQueryOptions = (profile: string, view: 'school' | 'major', body: ListBody) =>
  queryOptions({
    queryKey: ['planning', 'list', profile, view, body],
    queryFn: ({ signal }) =>
      call(view === 'major' ? choiceMajorList : choiceSchoolList, body, { signal, silent: true }),
    enabled: profile !== '',
    placeholderData: keepPreviousData,
  })

export const useChoiceList = (view: 'school' | 'major', body: ListBody) =>
  useQuery(choiceListQueryOptions(useProfileKey(), view, body))

export type SchoolMajorsBody = BodyOf<typeof queryMajorListByYxmc>

export const useSchoolMajors = (body: SchoolMajorsBody | undefined) => {
  const profile = useProfileKey()
  return useQuery({
    queryKey: ['planning', 'school-majors', profile, body],
    queryFn: ({ signal }) => call(queryMajorListByYxmc, body ?? {}, { signal, silent: true }),
    enabled: profile !== '' && body !== undefined,
  })
}
