import {
  choiceSchoolList,
  queryEqualScores,
  querySchoolScore,
  queryWcList,
  SCORE_LINE_REFUSAL_CODE,
  satNewExam,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { LATEST_YEAR } from '../src/dataset/generate/model.js'
import { type EqualTable, equalScoreIn } from '../src/modules/rank/equal-score.js'
import { useUpstream } from './helpers.js'
import { planningStudent } from './planning-helpers.js'
import { contractCaller } from './support/contract-call.js'

/** A small seeded generator (mulberry32): the property runs repeat exactly. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random table: highest score first, ranks rising, some scores skipped, a floor when `published`. */
function randomTable(next: () => number, published: boolean): EqualTable {
  const rows: { score: number; rank: number }[] = []
  let rank = 0
  for (let score = 650 + Math.floor(next() * 60); score >= 300; score--) {
    if (next() < 0.1) continue
    rank += 1 + Math.floor(next() * 400)
    rows.push({ score, rank })
  }
  const floor = published ? (rows.at(-1)?.score ?? 300) : null
  return { year: 2025, candidates: published ? rank : rank + Math.floor(next() * 5000), rows, floor }
}

/** The ranks a score's row covers: (rank of the row above, its own rank]. */
function rowRange(table: EqualTable, score: number): [number, number] {
  const i = table.rows.findIndex((r) => r.score === score)
  const row = table.rows[i]
  if (!row) throw new Error(`no row for ${score}`)
  return [(table.rows[i - 1]?.rank ?? 0) + 1, row.rank]
}

describe('equalScoreIn (properties on random tables)', () => {
  it('gives a score whose row holds the rank at the same share, or names the floor below a published table', () => {
    const next = random(25)
    for (let run = 0; run < 200; run++) {
      const to = randomTable(next, run % 2 === 0)
      const fromCandidates = 1000 + Math.floor(next() * 400_000)
      const rank = 1 + Math.floor(next() * fromCandidates)
      const figure = equalScoreIn(fromCandidates, rank, to)
      const expected = Math.min(to.candidates, Math.max(1, Math.round((rank / fromCandidates) * to.candidates)))
      expect(figure.rank).toBe(expected)
      const last = to.rows.at(-1)?.rank ?? 0
      if (figure.kind === 'below-floor') {
        expect(to.floor).not.toBeNull()
        expect(figure.rank).toBeGreaterThan(last)
        continue
      }
      if (figure.rank > last) {
        // A complete table's last row holds everyone below it.
        expect(figure.score).toBe(to.rows.at(-1)?.score)
        continue
      }
      const [low, high] = rowRange(to, figure.score)
      expect(figure.rank).toBeGreaterThanOrEqual(low)
      expect(figure.rank).toBeLessThanOrEqual(high)
    }
  })

  it('is monotone: a worse rank never has a higher 等位分', () => {
    const next = random(7)
    for (let run = 0; run < 50; run++) {
      const to = randomTable(next, false)
      const fromCandidates = 5000 + Math.floor(next() * 300_000)
      let previous = Number.POSITIVE_INFINITY
      for (let rank = 1; rank <= fromCandidates; rank += 1 + Math.floor(next() * 3000)) {
        const figure = equalScoreIn(fromCandidates, rank, to)
        if (figure.kind !== 'score') throw new Error('a generated table has no floor')
        expect(figure.score).toBeLessThanOrEqual(previous)
        previous = figure.score
      }
    }
  })
})

const upstream = useUpstream({ DEMO_MODE: 'on' })

const { ok, ask } = contractCaller(upstream)

/** The row of a score in a table, read through the table call itself. */
async function rowOf(province: string, year: number, track: string, score: number) {
  const page = await ok(queryWcList, {
    province,
    year,
    track,
    minScore: score,
    maxScore: score,
    pageNum: 1,
    pageSize: 1,
  })
  return page.list[0]
}

describe('queryEqualScores', () => {
  it('gives each year of the same exam the same-share 等位分, and says a 文理 year is not comparable', async () => {
    // 河南's newest years are new-style and its oldest 理科/文科 (docs/exam-modes.md).
    const years = await ok(queryEqualScores, { province: '河南', year: LATEST_YEAR, track: '物理类', score: 560 })
    expect(years.method).toBe('share')
    expect(years.rank).toBe((await rowOf('河南', LATEST_YEAR, '物理类', 560))?.rank)
    const current = years.years.find((y) => y.current)
    expect(current).toMatchObject({ year: LATEST_YEAR, score: 560, rank: years.rank })
    const others = years.years.filter((y) => !y.current)
    expect(others.length).toBeGreaterThan(0)
    for (const y of others) {
      if (!satNewExam('河南', y.year)) {
        expect(y).toMatchObject({ track: null, score: null, rank: null })
        expect(y.note).toBe(`${y.year}年为文理分科，与物理类不是同一种考试，不换算等位分`)
        continue
      }
      expect(y.track).toBe('物理类')
      expect(y.source?.kind).toBe('generated')
      const share = Math.round((years.rank / years.candidates) * (y.candidates as number))
      expect(y.rank).toBe(share)
      const row = await rowOf('河南', y.year, '物理类', y.score as number)
      // The 等位分's row holds that rank: above it fewer candidates, with it at least that many.
      expect(row?.rank).toBeGreaterThanOrEqual(y.rank as number)
      expect((row?.rank ?? 0) - (row?.count ?? 0)).toBeLessThan(y.rank as number)
      expect(y.sameScoreRank).toBe((await rowOf('河南', y.year, '物理类', 560))?.rank ?? null)
    }
    expect(others.some((y) => !satNewExam('河南', y.year))).toBe(true)
  })

  it('is monotone in the score looked up: a lower score never has a higher 等位分', async () => {
    const { years } = await ok(queryEqualScores, { province: '江苏', year: 2025, track: '物理类', score: 620 })
    const past = years.find((y) => !y.current && y.score !== null)
    if (!past) throw new Error('江苏 has published tables of earlier years')
    let previous = Number.POSITIVE_INFINITY
    for (const score of [660, 640, 620, 600, 580, 560, 540, 520]) {
      const answer = await ok(queryEqualScores, { province: '江苏', year: 2025, track: '物理类', score })
      const same = answer.years.find((y) => y.year === past.year)
      expect(same?.source?.kind).toBe('published')
      expect(same?.score ?? 0).toBeLessThanOrEqual(previous)
      previous = same?.score ?? 0
    }
  })

  it('refuses bad input with a Chinese message: a score out of range (400), a missing table or a score below the floor', async () => {
    const bad = await ask(queryEqualScores, { province: '江苏', year: 2025, track: '物理类', score: 800 })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/)
    const missing = await ask(queryEqualScores, { province: '江苏', year: 2025, track: '理科', score: 600 })
    expect(missing.body).toMatchObject({
      code: SCORE_LINE_REFUSAL_CODE.tableMissing,
      msg: '江苏暂无2025年理科一分一段表',
    })
    const below = await ask(queryEqualScores, { province: '江苏', year: 2025, track: '物理类', score: 200 })
    expect(below.body.code).toBe(SCORE_LINE_REFUSAL_CODE.scoreOutsideTable)
    expect(below.body.msg).toMatch(/^低于本表最低公布分数/)
  })

  it('answers a burst of parallel lookups alike', async () => {
    const body = { province: '河南', year: LATEST_YEAR, track: '物理类', score: 555 }
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask(queryEqualScores, body)))
    const first = JSON.stringify(answers[0]?.body)
    for (const a of answers) {
      expect(a.status).toBe(200)
      expect(JSON.stringify(a.body)).toBe(first)
    }
  })
})

describe('等位分 on a college’s lines and on option cards', () => {
  it('gives each line with a rank its 等位分 in the newest table of the same track, none in a 文理 year', async () => {
    const PKU = 10001
    const { list } = await ok(querySchoolScore, { schoolId: PKU, province: '河南' })
    const newest = Math.max(...list.map((r) => r.year))
    for (const row of list) {
      if (row.minRank === null || !satNewExam('河南', row.year)) {
        expect(row.equalScore ?? null).toBeNull()
        continue
      }
      const equal = row.equalScore
      if (!equal) throw new Error(`${row.year} ${row.groupCode} has no 等位分`)
      expect(equal).toMatchObject({ year: newest, track: row.track })
      if (row.year === newest) expect(equal.score).toBe(row.minScore)
      const table = await rowOf('河南', newest, row.track, equal.score)
      expect(table?.rank).toBeGreaterThanOrEqual(equal.rank)
    }
    expect(list.some((r) => !satNewExam('河南', r.year))).toBe(true)
  })

  it("puts the option's latest line as its 等位分 in the candidate's rank year on each card", async () => {
    const token = await planningStudent(upstream(), '13700009901', '河南', '物化生', 600)
    const { list } = await ok(choiceSchoolList, { pageSize: 20 }, token)
    expect(list.length).toBeGreaterThan(0)
    for (const item of list) {
      const latest = item.chance.years[0]
      if (!latest) continue
      expect(item.equalScore).toMatchObject({
        lineYear: latest.year,
        lineScore: latest.minScore,
        year: item.chance.rankYear,
      })
      if (latest.year === item.chance.rankYear) expect(item.equalScore?.score).toBe(latest.minScore)
    }
  })
})
