import {
  BANDS,
  type Band,
  type BodyOf,
  choiceMajorList,
  choiceSchoolList,
  type DataOf,
  queryMajorListByYxmc,
  querySum,
} from '@gaokao/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { call } from '../../../lib/api-client'
import { user } from '../../../stores/user'
import { type ChoiceSearch, filtersOf, SPECIAL_TAB } from '../lib/choice-search'

/**
 * The candidate's profile as a cache key: a new score or subjects means new
 * options. Empty without a session: logout clears the profile while the page
 * is still mounted, and its queries must not ask again without a token.
 */
export function useProfileKey(): string {
  return profileKeyOf(useSnapshot(user))
}

export function profileKeyOf(snap: Pick<typeof user, 'session' | 'province' | 'xk' | 'score'>): string {
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

export const CHOICE_PAGE_SIZE = 20

/** The list call of /choice for its URL and the band it shows. */
export function choiceListBody(search: ChoiceSearch, band: ChoiceTab): ListBody {
  return {
    ...filtersOf(search),
    ...(band === SPECIAL_TAB ? { special: true } : { band }),
    pageNum: search.page ?? 1,
    pageSize: CHOICE_PAGE_SIZE,
    ...(search.sort ? { sort: search.sort } : {}),
  }
}

/** The view /choice shows: the URL's, else the one the summary suggests for the candidate's province. */
export const choiceView = (search: ChoiceSearch, sum: DataOf<typeof querySum> | undefined) =>
  search.view ?? sum?.defaultView ?? 'school'

/** A band of the ordinary lines, or the tab of the special admission types the filters chose. */
export type ChoiceTab = Band | typeof SPECIAL_TAB

/** The tab /choice shows; the special one only while some type is chosen. */
export const choiceBand = (search: ChoiceSearch): ChoiceTab =>
  search.band === SPECIAL_TAB && !search.adm ? BANDS[0] : (search.band ?? BANDS[0])

export type SchoolMajorsBody = BodyOf<typeof queryMajorListByYxmc>

export const useSchoolMajors = (body: SchoolMajorsBody | undefined) => {
  const profile = useProfileKey()
  return useQuery({
    queryKey: ['planning', 'school-majors', profile, body],
    queryFn: ({ signal }) => call(queryMajorListByYxmc, body ?? {}, { signal, silent: true }),
    enabled: profile !== '' && body !== undefined,
  })
}
