import type { Track } from '@gaokao/contracts'
import { rankAtScore } from '../rank/rank-at-score.js'
import type { RankTables } from '../rank/rank-tables.js'
import type { WcRow } from './queries.js'

/**
 * A queryWcList page of one score (minScore = maxScore) is the web's score ->
 * rank question, so rankAtScore answers it (docs/rank-lookup.md): the score's
 * row, or for a score the table skips because nobody reached it the rank of
 * the row above with 0 candidates, as the published table prints it (河北
 * 2024 历史类 [671, 0, 33]); no row where the table gives no exact rank.
 * Undefined for any other page.
 */
export function singleScoreRows(
  tables: RankTables,
  body: { province: string; year: number; track: Track; minScore?: number | undefined; maxScore?: number | undefined },
): WcRow[] | undefined {
  const score = body.minScore
  if (score === undefined || score !== body.maxScore) return undefined
  const table = tables.table(body.province, body.year, body.track)
  if (table === undefined) return []
  const found = rankAtScore(table, score)
  if (found.kind !== 'rank') return []
  return [{ score, count: table.rows.find((r) => r.score === score)?.count ?? 0, rank: found.rank }]
}
