import {
  COMMON_TEXT,
  MAJOR_LEVELS,
  MAJOR_SCHOOL_SORTS,
  type MajorLevel,
  type MajorSchoolSort,
  TRACK_ORDER,
  type Track,
} from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

/** The level /major shows when its URL names none: 本科, the first catalogue. */
export const DEFAULT_LEVEL: MajorLevel = COMMON_TEXT.undergraduate

/** A level in /major's URL: none for the default one. */
export const levelSearch = (cc: MajorLevel): MajorListSearch => (cc === DEFAULT_LEVEL ? {} : { cc })

/** /major's URL: the level, the 门类 and 专业类 or a keyword, and the page, so a link reproduces the view. */
export interface MajorListSearch {
  cc?: MajorLevel
  xkml?: string
  zyl?: string
  keyword?: string
  page?: number
}

const code = (value: unknown, digits: number): string | undefined => {
  const text = typeof value === 'number' ? String(value).padStart(digits, '0') : value
  return typeof text === 'string' && new RegExp(`^\\d{${digits}}$`).test(text) ? text : undefined
}

export function validateMajorListSearch(search: Record<string, unknown>): MajorListSearch {
  const out: MajorListSearch = {}
  const cc = oneOf(search.cc, MAJOR_LEVELS)
  if (cc && cc !== DEFAULT_LEVEL) out.cc = cc
  const keyword = optionalString(search.keyword, 30)
  if (keyword) out.keyword = keyword
  const xkml = code(search.xkml, 2)
  // A 专业类 belongs to its 门类: one without the other, or of another 门类, is dropped.
  const zyl = code(search.zyl, 4)
  if (xkml && !keyword) {
    out.xkml = xkml
    if (zyl?.startsWith(xkml)) out.zyl = zyl
  }
  const page = positiveInt(search.page, 1, 10_000)
  if (page > 1) out.page = page
  return out
}

/** /major/$id's URL: the track, order and page of its schools list (by the line, highest first, unless `sort`). */
export interface MajorDetailSearch {
  track?: Track
  sort?: Exclude<MajorSchoolSort, 'score'>
  page?: number
}

export const TRACKS: readonly Track[] = TRACK_ORDER

export function validateMajorDetailSearch(search: Record<string, unknown>): MajorDetailSearch {
  const out: MajorDetailSearch = {}
  const sort = oneOf(search.sort, MAJOR_SCHOOL_SORTS)
  if (sort && sort !== 'score') out.sort = sort
  const track = oneOf(search.track, TRACKS)
  if (track) out.track = track
  const page = positiveInt(search.page, 1, 10_000)
  if (page > 1) out.page = page
  return out
}
