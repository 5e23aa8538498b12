import { TRACK_ORDER, type Track } from '@gaokao/contracts'
import { oneOf, optionalString, positiveInt } from '../../../lib/search-params'

/** /batch's URL: province (the user's by default), year and track. */
export interface BatchSearch {
  province?: string
  year?: number
  track?: Track
}

const TRACKS: readonly Track[] = TRACK_ORDER

export function validateBatchSearch(search: Record<string, unknown>): BatchSearch {
  const out: BatchSearch = {}
  const province = optionalString(search.province, 16)
  if (province) out.province = province
  const year = positiveInt(search.year, 0, 2100)
  if (year >= 2000) out.year = year
  const track = oneOf(search.track, TRACKS)
  if (track) out.track = track
  return out
}
