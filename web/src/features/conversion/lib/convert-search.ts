import { BANDS, type Band, MOCK_SCOPES, type MockScope, SCORE_MAX, TRACK_ORDER, type Track } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'
import type { ConversionBody } from '../api/conversion'

/**
 * The URL of /mockConvert/result (and the prefill of /mockConvert): the
 * mock's inputs, the band and page of the school list. A shared link shows
 * the same result; a hand-edited bad value is dropped, not fatal.
 */
export interface ConvertSearch {
  province?: string
  city?: string
  date?: string
  track?: Track
  scope?: MockScope
  score?: number
  candidates?: number
  rank?: number
  line?: number
  band?: Band
  page?: number
}

const TRACKS: readonly Track[] = TRACK_ORDER
const DATE = /^\d{4}-\d{2}-\d{2}$/

function integer(value: unknown, min: number, max: number): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

export function validateConvertSearch(search: Record<string, unknown>): ConvertSearch {
  const out: ConvertSearch = {}
  const province = optionalString(search.province, 16)
  if (province) out.province = province
  const city = optionalString(search.city, 20)
  if (city) out.city = city
  const date = optionalString(search.date, 10)
  if (date && DATE.test(date)) out.date = date
  const track = oneOf(search.track, TRACKS)
  if (track) out.track = track
  const scope = oneOf(search.scope, MOCK_SCOPES)
  if (scope) out.scope = scope
  const score = integer(search.score, 0, SCORE_MAX)
  if (score !== undefined) out.score = score
  const candidates = integer(search.candidates, 10, 2_000_000)
  if (candidates !== undefined) out.candidates = candidates
  const rank = integer(search.rank, 1, 2_000_000)
  if (rank !== undefined) out.rank = rank
  const line = integer(search.line, 100, 750)
  if (line !== undefined) out.line = line
  const band = oneOf(search.band, BANDS)
  if (band) out.band = band
  const page = positiveInt(search.page, 1, 1000)
  if (page > 1) out.page = page
  return out
}

/** The conversion call's body, or undefined while a required input is missing. */
export function conversionBody(s: ConvertSearch): ConversionBody | undefined {
  const { province, city, date, track, scope, score } = s
  if (!province || !city || !date || !track || !scope || score === undefined) return undefined
  return {
    province,
    city,
    date,
    track,
    scope,
    score,
    ...(s.candidates !== undefined ? { candidates: s.candidates } : {}),
    ...(s.rank !== undefined ? { rank: s.rank } : {}),
    ...(s.line !== undefined ? { line: s.line } : {}),
  }
}

/** The inputs of a body as search params, without the list's band and page. */
export function inputSearch(body: ConversionBody): ConvertSearch {
  return { ...body }
}

/** Today in Asia/Shanghai as YYYY-MM-DD: the default and the latest date of a mock. */
export function shanghaiToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)
}
