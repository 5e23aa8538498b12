import {
  type BodyOf,
  getPcxKl,
  getPcxNf,
  getPcxPc,
  getRankKl,
  getRankNf,
  queryEqualScores,
  queryPcx,
  queryScoreByWc,
  queryWcLineChart,
  queryWcList,
  SCORE_LINE_REFUSAL_CODE,
  SCORE_LINE_TEXT,
  SCORE_MAX,
  SCORE_MIN,
  TRACK_ORDER,
  type Track,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { provenanceOf } from '../../lib/provenance.js'
import { RankTables } from '../rank/rank-tables.js'
import { equalScores } from './equal-scores.js'
import { scoreLineQueries, type WcRow } from './queries.js'
import { singleScoreRows } from './single-score.js'

function byTrackOrder(tracks: readonly string[]): Track[] {
  return TRACK_ORDER.filter((t) => tracks.includes(t))
}

/** The 一分一段表 and the batch lines (the reads in queries.ts). */
export default async function scoreLineRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db
  const q = scoreLineQueries(db)

  const rankTables = RankTables.of(db)

  /** The table's size and top, or the refusal that it does not exist. */
  function tableOf(body: { province: string; year: number; track: Track }) {
    const facts = q.cohort.get(body.province, body.year, body.track) as
      | { candidates: number; topScore: number; floorScore: number | null; sourceUrl: string }
      | undefined
    if (!facts) {
      throw ApiError.refuse(
        SCORE_LINE_REFUSAL_CODE.tableMissing,
        SCORE_LINE_TEXT.tableMissing(body.province, body.year, body.track),
      )
    }
    const { sourceUrl, ...figures } = facts
    return { year: body.year, track: body.track, ...figures, source: provenanceOf(sourceUrl, body.year) }
  }

  implement(app, getRankNf, ({ body }) => q.rankYears.all(body.province) as number[])

  implement(app, getRankKl, ({ body }) => byTrackOrder(q.rankTracks.all(body.province, body.year) as string[]))

  implement(app, queryWcList, ({ body }) => {
    const facts = tableOf(body)
    const key = {
      province: body.province,
      year: body.year,
      track: body.track,
      min: body.minScore ?? SCORE_MIN,
      max: body.maxScore ?? SCORE_MAX,
    }
    const { pageNum, pageSize } = body
    const single = singleScoreRows(rankTables, body)
    if (single) return { ...facts, list: pageNum === 1 ? single : [], total: single.length, pageNum, pageSize }
    const list = q.page.all({ ...key, limit: pageSize, offset: (pageNum - 1) * pageSize }) as WcRow[]
    return { ...facts, list, total: q.pageTotal.get(key) as number, pageNum, pageSize }
  })

  implement(app, queryWcLineChart, ({ body }) => {
    const facts = tableOf(body)
    const step = body.step ?? 1
    return { ...facts, step, points: buckets(q.wholeTable.all(body.province, body.year, body.track) as WcRow[], step) }
  })

  implement(app, queryScoreByWc, ({ body }) => {
    const facts = tableOf(body)
    const row = q.atRank.get(body.province, body.year, body.track, body.wc) as WcRow | undefined
    if (!row) {
      const text =
        facts.floorScore === null
          ? SCORE_LINE_TEXT.rankBeyondTable(facts.candidates)
          : SCORE_LINE_TEXT.rankBeyondFloor(facts.floorScore, facts.candidates)
      throw ApiError.refuse(SCORE_LINE_REFUSAL_CODE.rankBeyondTable, text)
    }
    return { year: facts.year, track: facts.track, ...row }
  })

  implement(app, queryEqualScores, ({ body }) => equalScores(rankTables, body))

  const lineKey = (body: Partial<BodyOf<typeof queryPcx>>) => ({
    province: body.province,
    year: body.year ?? null,
    track: body.track ?? null,
    batch: body.batch ?? null,
  })

  implement(app, getPcxNf, ({ body }) => q.lineYears.all(body.province) as number[])
  implement(app, getPcxKl, ({ body }) => byTrackOrder(q.lineTracks.all(lineKey(body)) as string[]))
  implement(app, getPcxPc, ({ body }) => q.lineBatches.all(lineKey(body)) as string[])
  implement(
    app,
    queryPcx,
    ({ body }) =>
      q.lines.all(lineKey(body)) as { year: number; track: Track; batch: string; score: number; rank: number }[],
  )
}

/**
 * Rows (highest score first, one per score) summed into buckets of `step`
 * points aligned on multiples of step: each bucket's count is its
 * candidates, its rank the cumulative rank at its lowest score.
 */
export function buckets(rows: readonly WcRow[], step: number): WcRow[] {
  if (step === 1) return rows.map((r) => ({ score: r.score, count: r.count, rank: r.rank }))
  const out: WcRow[] = []
  for (const row of rows) {
    const floor = Math.floor(row.score / step) * step
    const last = out.at(-1)
    if (last && Math.floor(last.score / step) * step === floor) {
      last.count += row.count
      last.score = row.score
      last.rank = row.rank
    } else {
      out.push({ score: row.score, count: row.count, rank: row.rank })
    }
  }
  return out.map((b) => ({ ...b, score: Math.floor(b.score / step) * step }))
}
