import { offeredTrack, SCORE_MAX, TRACK_ORDER, type Track } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

/** /rank's URL: the table shown, its page and range, and the two lookups, so a link reproduces the view. */
export interface RankSearch {
  province?: string
  year?: number
  track?: Track
  page?: number
  /** Score range of the table. */
  min?: number
  max?: number
  /** Score to rank. */
  score?: number
  /** Rank to score. */
  wc?: number
  /** The row 在表中查看 shows: its score; the table opens on its page, scrolled to it and marked. */
  row?: number
}

export const TRACKS: readonly Track[] = TRACK_ORDER

function score(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(n) && n >= 0 && n <= SCORE_MAX && value !== '' && value !== null ? n : undefined
}

export function validateRankSearch(search: Record<string, unknown>): RankSearch {
  const out: RankSearch = {}
  const province = optionalString(search.province, 16)
  if (province) out.province = province
  const year = positiveInt(search.year, 0, 2100)
  if (year >= 2000) out.year = year
  const track = oneOf(search.track, TRACKS)
  if (track) out.track = track
  const page = positiveInt(search.page, 1, 1000)
  if (page > 1) out.page = page
  let min = score(search.min)
  let max = score(search.max)
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min !== undefined) out.min = min
  if (max !== undefined) out.max = max
  const s = score(search.score)
  if (s !== undefined) out.score = s
  const wc = positiveInt(search.wc, 0, 10_000_000)
  if (wc > 0) out.wc = wc
  const row = score(search.row)
  if (row !== undefined) out.row = row
  return out
}

/**
 * The track shown when the URL names none: the logged-in student's own
 * (from their subjects) when the table has it, else the first.
 */
export function defaultTrack(tracks: readonly Track[], ...wanted: (Track | undefined)[]): Track | undefined {
  return offeredTrack(tracks, ...wanted)
}

/**
 * The page of the whole table (highest score first, `pageSize` rows a page)
 * that holds a score's row, from the number of rows above it.
 */
export function pageOfRow(rowsAbove: number, pageSize: number): number {
  return Math.floor(Math.max(0, rowsAbove) / pageSize) + 1
}
