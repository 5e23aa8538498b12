import { COMMON_TEXT, DICTIONARIES } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'
import type { SchoolRankBody } from '../api/school-rank'
import { parseTags } from './list-search'

export const RANK_PAGE_SIZE = 30

/** /schoolRank's view in its URL: level (本科 unless 专科), type, province, tags and page. */
export interface SchoolRankSearch {
  level?: '专科'
  type?: string
  province?: string
  tags?: string
  page?: number
}

const TYPES = DICTIONARIES.schoolType.map((d) => d.code)

export function validateSchoolRankSearch(raw: Record<string, unknown>): SchoolRankSearch {
  const tags = parseTags(raw.tags)
  const page = positiveInt(raw.page, 1, 10_000)
  const search: SchoolRankSearch = {
    level: oneOf(raw.level, [COMMON_TEXT.vocational] as const),
    type: oneOf(raw.type, TYPES),
    province: optionalString(raw.province, 16),
    tags: tags.length > 0 ? tags.join(',') : undefined,
    page: page > 1 ? page : undefined,
  }
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as SchoolRankSearch
}

export function rankBody(search: SchoolRankSearch): SchoolRankBody {
  const tags = parseTags(search.tags)
  return {
    pageNum: search.page ?? 1,
    pageSize: RANK_PAGE_SIZE,
    level: search.level ?? COMMON_TEXT.undergraduate,
    ...(search.type ? { type: search.type } : {}),
    ...(search.province ? { province: search.province } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  }
}
