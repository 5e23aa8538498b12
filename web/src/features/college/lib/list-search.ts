import {
  COMMON_TEXT,
  DICTIONARIES,
  SCHOOL_SORTS,
  SCHOOL_TAG_ORDER,
  type SchoolSort,
  type SchoolTagName,
} from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'
import type { SchoolListBody } from '../api/school-list'

/** The levels a school is of (本科, 专科): the values the upstream filters by, shown as they are. */
export const SCHOOL_LEVELS = [COMMON_TEXT.undergraduate, COMMON_TEXT.vocational] as const

export const COLLEGE_PAGE_SIZE = 20

/** /college's view in its URL: filters, sort, the figures' track and the page. Tags travel comma-joined (985,211). */
export interface CollegeListSearch {
  keyword?: string
  province?: string
  city?: string
  level?: '本科' | '专科'
  type?: string
  nature?: string
  tags?: string
  sort?: SchoolSort
  track?: string
  page?: number
}

const codes = (list: readonly { code: string }[]) => list.map((d) => d.code)
const TYPES = codes(DICTIONARIES.schoolType)
const NATURES = codes(DICTIONARIES.schoolNature)
const TRACKS = codes(DICTIONARIES.track)

/** The tags of the URL that are real tags, in the order the page shows them. */
export function parseTags(value: unknown): SchoolTagName[] {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : ''
  const wanted = new Set(text.split(',').map((t) => t.trim()))
  return SCHOOL_TAG_ORDER.filter((t) => wanted.has(t))
}

/** Reads the URL: a bad value is dropped rather than failing the page, so an edited link still opens. */
export function validateCollegeListSearch(raw: Record<string, unknown>): CollegeListSearch {
  const tags = parseTags(raw.tags)
  const page = positiveInt(raw.page, 1, 10_000)
  const search: CollegeListSearch = {
    keyword: optionalString(raw.keyword, 30),
    province: optionalString(raw.province, 16),
    city: optionalString(raw.city, 16),
    level: oneOf(raw.level, SCHOOL_LEVELS),
    type: oneOf(raw.type, TYPES),
    nature: oneOf(raw.nature, NATURES),
    tags: tags.length > 0 ? tags.join(',') : undefined,
    sort: oneOf(raw.sort, SCHOOL_SORTS),
    track: oneOf(raw.track, TRACKS),
    page: page > 1 ? page : undefined,
  }
  // A city belongs to a province: without one it means nothing.
  if (!search.province) search.city = undefined
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as CollegeListSearch
}

/** The list call of a view: the exam province and track decide which admissions the items carry. */
export function listBody(search: CollegeListSearch, examProvince: string, track: string | undefined): SchoolListBody {
  const tags = parseTags(search.tags)
  return {
    pageNum: search.page ?? 1,
    pageSize: COLLEGE_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.province ? { province: search.province } : {}),
    ...(search.city ? { city: search.city } : {}),
    ...(search.level ? { level: search.level } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.nature ? { nature: search.nature } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    sort: search.sort === 'score' && !examProvince ? 'rank' : (search.sort ?? 'rank'),
    ...(examProvince ? { examProvince, ...(track ? { track } : {}) } : {}),
  }
}
