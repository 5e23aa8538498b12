import { streamFor } from './prng.js'
import type { ProvinceModel } from './province-model.js'
import { type RankTable, scoreAtRank } from './rank-tables.js'

export interface BatchLines {
  readonly undergraduate: number
  readonly vocational: number
  readonly specialType: number
}

/** Provinces set the 专科 line low and keep it for years: one of these, out of 750. */
const VOCATIONAL_LINES = [150, 160, 180, 200]

/**
 * 本科批 and 特殊类型招生控制线 fall where the province's share of candidates
 * above them puts them in that year's table; the 专科批 line is a round
 * figure the province keeps from year to year.
 */
export function batchLinesFor(province: ProvinceModel, table: RankTable): BatchLines {
  const vocational =
    Math.round((streamFor('vocational-line', province.name).pick(VOCATIONAL_LINES) * province.fullMark) / 750 / 10) * 10
  return {
    undergraduate: scoreAtRank(table, table.candidates * province.undergraduateRate),
    vocational: Math.min(vocational, table.top),
    specialType: scoreAtRank(table, table.candidates * province.specialTypeRate),
  }
}
