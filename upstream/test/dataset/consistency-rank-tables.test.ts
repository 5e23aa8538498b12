import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { satNewExam, type Track, tracksIn } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR } from '../../src/dataset/generate/model.js'
import { REAL_DATA_DIR } from '../../src/dataset/real/paths.js'
import { realRankAtScore } from '../../src/dataset/real/rank-lookup.js'
import { availableRankTables, loadRankTable } from '../../src/dataset/real/rank-tables.js'
import { publishedTables, useSeededReads } from '../support/consistency-reads.js'

/** The data-consistency suite, run over the database a first start seeds: the rank tables and batch lines. */
const { db, count, all } = useSeededReads()

describe('rank tables (一分一段表)', () => {
  it("exist for all 31 provinces, the last three years, each track the year's exam had, published where shipped", () => {
    const provinces = all<{ name: string; gkms: string }>('SELECT name, gkms FROM gaokao_provinces')
    expect(provinces).toHaveLength(31)
    const published = publishedTables()
    const latestPublished = new Map<string, number>()
    for (const key of published) {
      const [province = '', year] = key.split('|')
      latestPublished.set(province, Math.max(latestPublished.get(province) ?? 0, Number(year)))
    }
    // Generated: the three years ending at the province's latest published table (else LATEST_YEAR), each with
    // the tracks that year's exam had, less the shipped tables (北京: 2022 and 2023 generated, 2024 published).
    const generated = provinces.flatMap((p) => {
      const latest = latestPublished.get(p.name) ?? LATEST_YEAR
      return Array.from({ length: HISTORY_LENGTH }, (_, i) => latest - HISTORY_LENGTH + 1 + i)
        .flatMap((year) =>
          tracksIn(p.name, year, p.gkms === '3+3' ? ['综合'] : ['物理类', '历史类']).map(
            (t) => `${p.name}|${year}|${t}`,
          ),
        )
        .filter((key) => !published.includes(key))
    })
    const keys = (sourced: boolean) =>
      all<{ key: string }>(
        `SELECT province || '|' || year || '|' || track AS key FROM cohorts WHERE (source_url <> '') = ? ORDER BY key`,
        sourced ? 1 : 0,
      ).map((r) => r.key)
    expect(keys(false)).toEqual([...generated].sort())
    expect(keys(true)).toEqual([...published].sort())
    expect(published.length).toBe(23)
    expect(keys(false).filter((k) => k.startsWith('北京|'))).toEqual(['北京|2022|综合', '北京|2023|综合'])
    // The years before a province's first new-style exam are 理科/文科 (docs/exam-modes.md).
    expect(keys(false).filter((k) => k.startsWith('河南|'))).toEqual([
      '河南|2024|文科',
      '河南|2024|理科',
      '河南|2025|历史类',
      '河南|2025|物理类',
      '河南|2026|历史类',
      '河南|2026|物理类',
    ])
    expect(keys(false).filter((k) => k.startsWith('新疆|2026'))).toEqual(['新疆|2026|文科', '新疆|2026|理科'])
    // The published tables agree with the rule: each is of a track its province and year really had.
    for (const key of published) {
      const [province = '', year, track] = key.split('|')
      expect(satNewExam(province, Number(year)), key).toBe(track !== '理科' && track !== '文科')
    }
    // Whatever the source, a table is of a track the province's exam had that year.
    const wrong = all<{ province: string; year: number; track: string; gkms: string }>(
      `SELECT c.province, c.year, c.track, p.gkms FROM cohorts c JOIN gaokao_provinces p ON p.name = c.province`,
    ).filter(
      (c) =>
        !tracksIn(c.province, c.year, c.gkms === '3+3' ? ['综合'] : ['物理类', '历史类']).includes(c.track as Track),
    )
    expect(wrong).toEqual([])
  })

  it('list every score from 0 to the top, each with candidates, ranks rising strictly as the score falls', () => {
    expect(count('SELECT COUNT(*) FROM score_ranks WHERE count <= 0')).toBe(0)
    // rank(s) = rank(s + 1) + count(s): cumulative, so strictly rising downwards (published tables too).
    expect(
      count(`SELECT COUNT(*) FROM score_ranks a JOIN score_ranks b
               ON b.province = a.province AND b.year = a.year AND b.track = a.track AND b.score = a.score + 1
             WHERE a.rank <> b.rank + a.count OR a.rank <= b.rank`),
    ).toBe(0)
    // A generated table is complete: 0 to its top, everybody at 0.
    expect(
      count(`SELECT COUNT(*) FROM cohorts c
             WHERE c.source_url = '' AND (
                (SELECT COUNT(*) FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track) <> c.top_score + 1
                OR (SELECT rank FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track AND s.score = 0) <> c.candidates
                OR (SELECT rank FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track AND s.score = c.top_score)
                   <> (SELECT count FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track AND s.score = c.top_score))`),
    ).toBe(0)
    expect(count("SELECT COUNT(*) FROM cohorts WHERE source_url = '' AND floor_score IS NOT NULL")).toBe(0)
  })

  it('stop a published table at its floor, with the first row’s bound, and rank as the shipped file does', () => {
    // Read plainly from the file: 江苏 2025 物理类 prints [683, 126, 126] first, 600 at 34,888, 463 last.
    const file = JSON.parse(readFileSync(join(REAL_DATA_DIR, 'rank-tables', '江苏-2025.json'), 'utf8')) as {
      categories: Record<string, number[][]>
    }
    const printed = file.categories.物理类 ?? []
    const cohort = db()
      .prepare(
        `SELECT top_score AS top, floor_score AS floor, above_top_rank AS aboveTop, candidates FROM cohorts
         WHERE province = '江苏' AND year = 2025 AND track = '物理类'`,
      )
      .get()
    expect(cohort).toEqual({
      top: printed[0]?.[0],
      floor: printed.at(-1)?.[0],
      aboveTop: printed[0]?.[2],
      // The 本科 pool: candidates at or above the floor (cohort-size.ts).
      candidates: printed.at(-1)?.[2],
    })
    const rankAt = (score: number) =>
      count(
        "SELECT rank FROM score_ranks WHERE province = '江苏' AND year = 2025 AND track = '物理类' AND score = ?",
        score,
      )
    expect(rankAt(600)).toBe(printed.find((r) => r[0] === 600)?.[2])
    expect(rankAt(600)).toBe(34_888)
    // Every published table: nothing stored outside floor..top, every stored rank the table's own.
    for (const key of availableRankTables()) {
      const table = loadRankTable(key)
      if (!table) throw new Error(`${key.province} ${key.year} ${key.track} is listed`)
      const where = `province = '${key.province}' AND year = ${key.year} AND track = '${key.track}'`
      expect(
        db()
          .prepare(
            `SELECT floor_score AS floor, above_top_rank AS aboveTop, source_url AS url FROM cohorts WHERE ${where}`,
          )
          .get(),
      ).toEqual({ floor: table.floor, aboveTop: table.top.cumulative, url: table.sourceUrl })
      expect(
        count(
          `SELECT COUNT(*) FROM score_ranks WHERE ${where} AND (score < ? OR score > ?)`,
          table.floor,
          table.top.score,
        ),
      ).toBe(0)
      for (const row of all<{ score: number; rank: number }>(`SELECT score, rank FROM score_ranks WHERE ${where}`)) {
        const found = realRankAtScore(table, row.score)
        expect(
          found.kind === 'published' || found.kind === 'repaired' ? found.rank : found.kind,
          `${where} ${row.score}`,
        ).toBe(row.rank)
      }
    }
  })

  it('are sparse at the top and never reach the full mark', () => {
    // Generated tables; a published one starts with an aggregate row (江苏 683分及以上 126 人).
    expect(
      count(
        `SELECT MAX(s.count) FROM score_ranks s JOIN cohorts c USING (province, year, track)
         WHERE c.source_url = '' AND s.score > c.top_score - 3`,
      ),
    ).toBeLessThanOrEqual(5)
    expect(count("SELECT MAX(top_score) FROM cohorts WHERE province <> '上海'")).toBeLessThan(750)
    expect(count("SELECT MAX(top_score) FROM cohorts WHERE province = '上海'")).toBeLessThan(660)
  })

  it('hold candidate totals of realistic size', () => {
    // Generated years: 广东's last generated one is 2023 (2024 is published and the last).
    const total = (province: string, year: number) =>
      count("SELECT SUM(candidates) FROM cohorts WHERE province = ? AND year = ? AND source_url = ''", province, year)
    expect(total('河南', 2025)).toBeGreaterThan(1_100_000)
    expect(total('河南', 2025)).toBeLessThan(1_500_000)
    expect(total('广东', 2023)).toBeGreaterThan(600_000)
    expect(total('广东', 2023)).toBeLessThan(850_000)
    expect(total('西藏', 2025)).toBeGreaterThan(20_000)
    expect(total('西藏', 2025)).toBeLessThan(100_000)
  })
})

describe('batch lines', () => {
  it('give 特殊类型招生控制线 > 本科批 > 专科批 for every generated table, each with its rank in that table', () => {
    const generatedTables = count("SELECT COUNT(*) FROM cohorts WHERE source_url = ''")
    const lines = all<{ special: number; undergraduate: number; vocational: number }>(
      `SELECT MAX(CASE batch WHEN '特殊类型招生控制线' THEN score END) AS special,
              MAX(CASE batch WHEN '本科批' THEN score END) AS undergraduate,
              MAX(CASE batch WHEN '专科批' THEN score END) AS vocational
       FROM batch_lines b JOIN cohorts c USING (province, year, track) WHERE c.source_url = ''
       GROUP BY province, year, track`,
    )
    expect(lines).toHaveLength(generatedTables)
    for (const l of lines) {
      expect(l.special).toBeGreaterThan(l.undergraduate)
      expect(l.undergraduate).toBeGreaterThan(l.vocational)
    }
    expect(
      count(`SELECT COUNT(*) FROM batch_lines b JOIN score_ranks s USING (province, year, track)
             WHERE s.score = b.score AND s.rank <> b.rank`),
    ).toBe(0)
    expect(
      count(
        'SELECT COUNT(*) FROM batch_lines b LEFT JOIN cohorts c USING (province, year, track) WHERE c.candidates IS NULL',
      ),
    ).toBe(0)
  })

  it('on a published table: 本科 and special lines at or above its floor with its rank, no 专科 line below it', () => {
    // The lines are still generated (示例数据); only their ranks come from the table (docs/real-data.md).
    const lines = all<{ batch: string; score: number; rank: number; floor: number; province: string }>(
      `SELECT b.batch, b.score, b.rank, c.floor_score AS floor, c.province FROM batch_lines b
       JOIN cohorts c USING (province, year, track) WHERE c.source_url <> ''`,
    )
    expect(lines.filter((l) => l.batch === '本科批').length).toBeGreaterThan(15)
    expect(lines.filter((l) => l.score < l.floor)).toEqual([])
    // 江苏 publishes down to its 本科 line: no 专科 line there.
    expect(lines.filter((l) => l.province === '江苏' && l.batch === '专科批')).toEqual([])
    const unranked = count(`SELECT COUNT(*) FROM batch_lines b JOIN cohorts c USING (province, year, track)
      LEFT JOIN score_ranks s ON s.province = b.province AND s.year = b.year AND s.track = b.track AND s.score = b.score
      WHERE c.source_url <> '' AND (s.rank IS NULL OR s.rank <> b.rank)`)
    expect(unranked).toBe(0)
  })
})
