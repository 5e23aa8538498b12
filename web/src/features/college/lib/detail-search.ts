import { DICTIONARIES } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

export const DETAIL_TABS = ['scores', 'majorScores', 'plans', 'majors'] as const
export type DetailTab = (typeof DETAIL_TABS)[number]
export const DETAIL_PAGE_SIZE = 20

/**
 * /college/$id's view in its URL: the tab, the track shared by every tab,
 * the 历年分数 filters (year, admission type, batch), the year of 专业分数,
 * the year and batch of 招生计划, and the page of a paged tab.
 */
export interface CollegeDetailSearch {
  tab?: DetailTab
  track?: string
  year?: number
  type?: string
  batch?: string
  majorYear?: number
  planYear?: number
  planBatch?: string
  page?: number
}

const TRACKS = DICTIONARIES.track.map((d) => d.code)
const year = (value: unknown) => {
  const n = positiveInt(value, 0, 2100)
  return n >= 2000 ? n : undefined
}

export function validateCollegeDetailSearch(raw: Record<string, unknown>): CollegeDetailSearch {
  const tab = oneOf(raw.tab, DETAIL_TABS)
  const page = positiveInt(raw.page, 1, 10_000)
  const search: CollegeDetailSearch = {
    tab: tab === 'scores' ? undefined : tab,
    track: oneOf(raw.track, TRACKS),
    year: year(raw.year),
    type: optionalString(raw.type, 16),
    batch: optionalString(raw.batch, 16),
    majorYear: year(raw.majorYear),
    planYear: year(raw.planYear),
    planBatch: optionalString(raw.planBatch, 16),
    page: page > 1 ? page : undefined,
  }
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as CollegeDetailSearch
}
