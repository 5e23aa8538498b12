import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  apiPath,
  type Endpoint,
  queryEqualScores,
  queryWc,
  queryWcList,
  SCORE_LINE_TEXT,
  type Track,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { REAL_DATA_DIR } from '../src/dataset/real/paths.js'
import { estimatedRankAt } from '../src/modules/conversion/mock-conversion.js'
import { rankAtScore, type ScoreTable } from '../src/modules/rank/rank-at-score.js'
import { RankTables, type SourcedTable } from '../src/modules/rank/rank-tables.js'
import { useUpstream } from './helpers.js'

/** docs/rank-lookup.md: one answer to "which rank does score S have", for every caller. */

const upstream = useUpstream()

async function ask(e: Endpoint, payload: object): Promise<{ code: number; msg: string; data: unknown }> {
  const res = await upstream().inject({ method: e.method, url: apiPath(e), payload })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Subjects that put a candidate on a track (新疆 and 西藏's newest tables are 理科/文科). */
const XK_OF_TRACK: Record<string, string> = {
  物理类: '物/化/生',
  历史类: '史/政/地',
  综合: '物/化/生',
  理科: '物/化/生',
  文科: '史/政/地',
}

/** What each former way of asking answers for one score: a rank, or the refusal's text. */
async function answers(table: SourcedTable, score: number, newest: boolean) {
  const key = { province: table.province, year: table.year, track: table.track }
  const page = await ask(queryWcList, { ...key, minScore: score, maxScore: score, pageNum: 1, pageSize: 1 })
  const list = (page.data as { list: { score: number; count: number; rank: number }[] }).list
  const equal = await ask(queryEqualScores, { ...key, score })
  const wc = newest ? await ask(queryWc, { province: table.province, xk: XK_OF_TRACK[table.track], score }) : undefined
  return {
    list: list[0]?.rank ?? null,
    equal: equal.code === 0 ? (equal.data as { rank: number }).rank : equal.msg,
    wc: wc === undefined ? undefined : wc.code === 0 ? wc.data : wc.msg,
  }
}

describe('rankAtScore: the rule on hand-made tables', () => {
  // A published table: 600 down to its floor 596; 598 is skipped with nobody on it, 597 is missing with 4 on it.
  const published: ScoreTable = {
    floor: 596,
    rows: [
      { score: 600, count: 10, rank: 10 },
      { score: 599, count: 5, rank: 15 },
      { score: 596, count: 3, rank: 22 },
    ],
  }
  const skippedEmpty: ScoreTable = {
    floor: 596,
    rows: [
      { score: 600, count: 10, rank: 10 },
      { score: 599, count: 5, rank: 15 },
      { score: 597, count: 4, rank: 19 },
      { score: 596, count: 3, rank: 22 },
    ],
  }

  it('gives a listed score its row’s cumulative count', () => {
    expect(rankAtScore(published, 600)).toEqual({ kind: 'rank', rank: 10 })
    expect(rankAtScore(published, 596)).toEqual({ kind: 'rank', rank: 22 })
  })

  it('gives a skipped score the row above’s rank only when the rows around it show nobody on it', () => {
    // 597's 19 minus its 4 is 599's 15: nobody scored 598.
    expect(rankAtScore(skippedEmpty, 598)).toEqual({ kind: 'rank', rank: 15 })
    // 596's 22 minus its 3 is 19, not 15: four candidates sit on 598 or 597, whose rows are missing.
    expect(rankAtScore(published, 598)).toEqual({ kind: 'unreadable', rankAtLeast: 15 })
    expect(rankAtScore(published, 597)).toEqual({ kind: 'unreadable', rankAtLeast: 15 })
    // Without the row below's count nothing shows the score empty.
    const noCounts = { floor: 596, rows: skippedEmpty.rows.map(({ score, rank }) => ({ score, rank })) }
    expect(rankAtScore(noCounts, 598)).toEqual({ kind: 'unreadable', rankAtLeast: 15 })
  })

  it('says why a published table has no rank outside it, and a generated one has none above its top', () => {
    expect(rankAtScore(published, 595)).toEqual({ kind: 'below-floor', floor: 596 })
    expect(rankAtScore(published, 601)).toEqual({ kind: 'above-top', rankAtMost: 10 })
    const generated = { floor: null, rows: [...published.rows, { score: 0, count: 1, rank: 23 }] }
    expect(rankAtScore(generated, 601)).toEqual({ kind: 'none' })
    expect(rankAtScore({ rows: [] }, 600)).toEqual({ kind: 'none' })
  })
})

describe('rankAtScore on every shipped table', () => {
  it('never rises as the score rises, gives each row its rank, and the newest-table lookup and conversion agree', () => {
    const db = upstream().db
    const tables = RankTables.of(db)
    const provinces = db.prepare('SELECT DISTINCT province FROM cohorts').pluck().all() as string[]
    // Collected rather than asserted one by one: 169 tables of 751 scores each.
    const wrong: string[] = []
    let checked = 0
    for (const province of provinces) {
      const newestYear = tables.years(province)[0]
      for (const table of tables.all(province)) {
        const byScore = new Map(table.rows.map((r) => [r.score, r.rank]))
        let previous: number | undefined
        for (let score = 750; score >= 0; score--) {
          const found = rankAtScore(table, score)
          const at = `${province} ${table.year} ${table.track} ${score}`
          const listed = byScore.get(score)
          if (listed !== undefined && (found.kind !== 'rank' || found.rank !== listed)) wrong.push(`${at}: not its row`)
          if (found.kind === 'rank') {
            if (previous !== undefined && found.rank < previous) wrong.push(`${at}: rises with the score`)
            previous = found.rank
            if (estimatedRankAt(table, score) !== found.rank) wrong.push(`${at}: conversion differs`)
          }
          const lookup = table.year === newestYear ? upstream().ranks.lookup(province, table.track, score) : found
          if (JSON.stringify(lookup) !== JSON.stringify(found)) wrong.push(`${at}: the newest-table lookup differs`)
          checked++
        }
      }
    }
    expect(wrong).toEqual([])
    expect(checked).toBe(169 * 751)
  })
})

describe('a score nobody reached', () => {
  it('has the row above’s rank on every way of asking, as the published table prints it (河北 2024 历史类 671)', async () => {
    const file = JSON.parse(readFileSync(join(REAL_DATA_DIR, 'rank-tables', '河北-2024.json'), 'utf8')) as {
      categories: Record<string, number[][]>
    }
    expect(file.categories.历史类?.find((r) => r[0] === 671)).toEqual([671, 0, 33])
    const table = RankTables.of(upstream().db).table('河北', 2024, '历史类') as SourcedTable
    expect(table.rows.some((r) => r.score === 671)).toBe(false)
    expect(await answers(table, 671, true)).toEqual({ list: 33, equal: 33, wc: 33 })
    const page = await ask(queryWcList, {
      province: '河北',
      year: 2024,
      track: '历史类',
      minScore: 671,
      maxScore: 671,
      pageNum: 1,
      pageSize: 1,
    })
    expect(page.data).toMatchObject({ list: [{ score: 671, count: 0, rank: 33 }], total: 1 })
  })

  it('is told from a missing row with candidates on it, which stays without a rank (江苏 2025 物理类 492)', async () => {
    // 湖南 2024 物理类 prints no 132 at all; 131's rank minus its count is 133's rank.
    const hunan = RankTables.of(upstream().db).table('湖南', 2024, '物理类') as SourcedTable
    const rank133 = hunan.rows.find((r) => r.score === 133)?.rank
    expect(await answers(hunan, 132, true)).toEqual({ list: rank133, equal: rank133, wc: rank133 })
    const jiangsu = RankTables.of(upstream().db).table('江苏', 2025, '物理类') as SourcedTable
    const text = SCORE_LINE_TEXT.unreadable(492)
    expect(await answers(jiangsu, 492, true)).toEqual({ list: null, equal: text, wc: text })
  })
})

describe('the former ways of asking agree', () => {
  it('queryWc, a one-score queryWcList page and queryEqualScores give the same rank or the same refusal', async () => {
    const tables = RankTables.of(upstream().db)
    const published = upstream()
      .db.prepare('SELECT DISTINCT province FROM cohorts WHERE floor_score IS NOT NULL')
      .pluck()
      .all() as string[]
    // Every published table around its edges and its skipped scores; a generated province (河南) the same way.
    for (const province of [...published, '河南']) {
      const newestYear = tables.years(province)[0]
      for (const table of tables.all(province)) {
        const top = table.rows[0]?.score ?? 0
        const bottom = table.rows.at(-1)?.score ?? 0
        const listed = new Set(table.rows.map((r) => r.score))
        const scores = [top + 1, top, bottom, bottom - 1]
        for (let s = top; s >= bottom; s--) if (!listed.has(s)) scores.push(s, s + 1, s - 1)
        for (const score of new Set(scores)) {
          if (score < 0 || score > 750) continue
          const got = await answers(table, score, table.year === newestYear)
          const at = `${province} ${table.year} ${table.track as Track} ${score}`
          const found = rankAtScore(table, score)
          expect(got.list, at).toBe(found.kind === 'rank' ? found.rank : null)
          expect(got.equal, at).toEqual(found.kind === 'rank' ? found.rank : expect.any(String))
          if (got.wc !== undefined) expect(got.wc, at).toBe(got.equal)
        }
      }
    }
  })
})
