import { describe, expect, it } from 'vitest'
import { realRankAtScore } from '../../src/dataset/real/rank-lookup.js'
import type { RankRow } from '../../src/dataset/real/rank-rows.js'
import { availableRankTables, loadRankTable, type RealRankTable } from '../../src/dataset/real/rank-tables.js'
import { FIRST_PUBLISHED_SCORE } from '../../src/dataset/real/withheld-rows.js'

const tables = availableRankTables().map((key) => {
  const table = loadRankTable(key)
  if (!table) throw new Error(`${key.province} ${key.year} ${key.track}: listed but not loaded`)
  return table
})
const name = (t: RealRankTable) => `${t.province} ${t.year} ${t.track}`
const usableRows = (t: RealRankTable): RankRow[] => [...t.byScore.values()]
const jiangsu2025Physics = () => {
  const table = loadRankTable({ province: '江苏', year: 2025, track: '物理类' })
  if (!table) throw new Error('江苏 2025 物理类 is shipped')
  return table
}

/**
 * Counts misprinted in rows whose cumulative count both neighbours confirm
 * (a digit dropped: 104 for 1049), as `table score: printed -> difference`.
 * Lookups read cumulative counts, so these change no rank.
 */
const COUNT_SLIPS = [
  '江苏 2023 物理类 566: 104 -> 1049',
  '江苏 2023 物理类 534: 10 -> 1043',
  '江苏 2023 历史类 643: 8 -> 35',
  '江苏 2023 历史类 617: 57 -> 97',
  '江苏 2023 历史类 544: 87 -> 375',
  '江苏 2023 历史类 490: 5 -> 517',
  '江苏 2024 物理类 620: 5 -> 575',
]

/**
 * Rows no lookup uses because they agree with neither neighbour, per table,
 * as of the shipped files. A refresh that repairs or breaks rows changes this
 * and must be looked at (docs/real-data.md, "Damaged rows").
 */
const UNREADABLE_ROWS: Record<string, number> = {
  '江苏 2023 物理类': 22,
  '江苏 2023 历史类': 14,
  '江苏 2024 物理类': 16,
  '江苏 2024 历史类': 16,
  '江苏 2025 物理类': 2,
  '湖南 2024 物理类': 1,
  '湖南 2024 历史类': 2,
}

describe('the published 一分一段表 (upstream/data/real/rank-tables)', () => {
  it('are listed by province, year and track: 23 tables in 10 provinces', () => {
    expect(availableRankTables().map((k) => `${k.province} ${k.year} ${k.track}`)).toEqual([
      '上海 2024 综合',
      '北京 2024 综合',
      '山东 2024 综合',
      '广东 2024 物理类',
      '广东 2024 历史类',
      '江苏 2023 物理类',
      '江苏 2023 历史类',
      '江苏 2024 物理类',
      '江苏 2024 历史类',
      '江苏 2025 物理类',
      '江苏 2025 历史类',
      '河北 2024 物理类',
      '河北 2024 历史类',
      '浙江 2023 综合',
      '浙江 2024 综合',
      '浙江 2025 综合',
      '浙江 2026 综合',
      '湖北 2024 物理类',
      '湖北 2024 历史类',
      '湖南 2024 物理类',
      '湖南 2024 历史类',
      '辽宁 2024 物理类',
      '辽宁 2024 历史类',
    ])
  })

  it('are monotone where lookups read them: cumulative counts grow as the score falls, by each score’s count', () => {
    const slips: string[] = []
    for (const table of tables) {
      const rows = usableRows(table)
      expect(rows[0], name(table)).toBe(table.top)
      expect(rows.at(-1)?.score, name(table)).toBe(table.floor)
      for (let i = 1; i < rows.length; i++) {
        const higher = rows[i - 1] as RankRow
        const lower = rows[i] as RankRow
        const where = `${name(table)} ${higher.score} -> ${lower.score}`
        expect(lower.score, where).toBeLessThan(higher.score)
        if (lower.score === higher.score - 1) {
          // Adjacent scores: the count is exactly the difference (the aggregate top row has no predecessor).
          const difference = lower.cumulative - higher.cumulative
          if (difference !== lower.count) slips.push(`${name(table)} ${lower.score}: ${lower.count} -> ${difference}`)
        } else {
          // Scores missing between them (dropped or unreadable rows) hold zero candidates or more.
          expect(lower.cumulative - lower.count, where).toBeGreaterThanOrEqual(higher.cumulative)
        }
        if (lower.cumulative === higher.cumulative) expect(lower.count, where).toBe(0)
        else expect(lower.cumulative, where).toBeGreaterThan(higher.cumulative)
      }
    }
    expect(slips).toEqual(COUNT_SLIPS)
  })

  it('set aside exactly the known unreadable rows, and keep every other published row', () => {
    const unreadable = Object.fromEntries(
      tables.filter((t) => t.unreadable.length > 0).map((t) => [name(t), t.unreadable.length]),
    )
    expect(unreadable).toEqual(UNREADABLE_ROWS)
    for (const table of tables) {
      expect(table.withheld.length + table.unreadable.length + table.byScore.size, name(table)).toBe(table.rows.length)
    }
    // 江苏 2025 物理类: 559 printed 810132 for 81013 (a digit too many), 532 printed 492 for 117992.
    expect(jiangsu2025Physics().unreadable).toEqual([
      { score: 559, count: 1302, cumulative: 810_132 },
      { score: 532, count: 1438, cumulative: 492 },
    ])
  })

  it('withhold the top rows an aggregator spread one candidate per score, and only those', () => {
    const withheld = tables.filter((t) => t.withheld.length > 0).map(name)
    expect(withheld).toEqual(['湖北 2024 物理类', '湖北 2024 历史类'])
    for (const table of tables.filter((t) => t.withheld.length > 0)) {
      expect(FIRST_PUBLISHED_SCORE[`${table.province}|${table.year}|${table.track}`]).toBe(table.top.score)
      // From the full mark: one candidate at each score, then none, adding up to the scores above the first real row.
      const counts = table.withheld.map((r) => r.count)
      const ones = counts.indexOf(0)
      expect(table.withheld[0]?.score, name(table)).toBe(750)
      expect(ones, name(table)).toBeGreaterThan(0)
      expect(
        counts.slice(0, ones).every((c) => c === 1),
        name(table),
      ).toBe(true)
      expect(
        counts.slice(ones).every((c) => c === 0),
        name(table),
      ).toBe(true)
      expect(ones, name(table)).toBe(table.top.cumulative - table.top.count)
    }
  })

  it('give the published cumulative count as the rank of every score that has a usable row', () => {
    for (const table of tables) {
      for (const row of usableRows(table)) {
        expect(realRankAtScore(table, row.score), `${name(table)} ${row.score}`).toEqual({
          kind: 'published',
          rank: row.cumulative,
          derived: false,
        })
      }
    }
    // The literal from ../shared/data/real/rank-tables/江苏-2025.json, 物理类: [600, 903, 34888].
    expect(realRankAtScore(jiangsu2025Physics(), 600)).toEqual({ kind: 'published', rank: 34_888, derived: false })
  })

  it('answer below the published floor with "below the floor", never an invented rank', () => {
    const physics = jiangsu2025Physics()
    // The table stops at 463 (205975 candidates), the 本科 line region.
    expect(physics.floor).toBe(463)
    expect(realRankAtScore(physics, 463)).toEqual({ kind: 'published', rank: 205_975, derived: false })
    expect(realRankAtScore(physics, 462)).toEqual({ kind: 'below-floor', floor: 463 })
    expect(realRankAtScore(physics, 0)).toEqual({ kind: 'below-floor', floor: 463 })
    for (const table of tables) {
      expect(realRankAtScore(table, table.floor - 1).kind, name(table)).toBe('below-floor')
    }
  })

  it('repair a misprinted cumulative count only when the rows on both sides agree on it, labelled derived', () => {
    const physics = jiangsu2025Physics()
    // 559 prints [559, 1302, 810132]. From above: 560's 79711 + 1302 = 81013; from below: 558's
    // [558, 1279, 82292] gives 82292 - 1279 = 81013. Two printed figures agree.
    expect(realRankAtScore(physics, 559)).toEqual({ kind: 'repaired', rank: 81_013, derived: true })
    // 532 prints 492: 533's 116554 + 1438 = 117992 = 531's 119385 - 1393.
    expect(realRankAtScore(physics, 532)).toEqual({ kind: 'repaired', rank: 117_992, derived: true })
    // No 492 row at all: only 491's count could say, and nothing confirms it.
    expect(realRankAtScore(physics, 492)).toEqual({ kind: 'unreadable' })
    // 江苏 2023 物理类 681 prints [681, 319, 641], a shifted row: the sides disagree, no rank.
    const shifted = loadRankTable({ province: '江苏', year: 2023, track: '物理类' })
    expect(shifted && realRankAtScore(shifted, 681)).toEqual({ kind: 'unreadable' })
  })

  it('say "within the top N" above the first row, whether it aggregates the top or follows withheld scores', () => {
    // 江苏 2025 物理类 opens with [683, 126, 126]: 683 and above.
    expect(realRankAtScore(jiangsu2025Physics(), 700)).toEqual({ kind: 'above-top', rankAtMost: 126, derived: false })
    // 浙江 2026 opens with [692, 55, 447]: 447 at 692 or above, whatever the unconfirmed 55 says.
    const zhejiang = loadRankTable({ province: '浙江', year: 2026, track: '综合' })
    expect(zhejiang && realRankAtScore(zhejiang, 700)).toEqual({ kind: 'above-top', rankAtMost: 447, derived: false })
    // 湖北 2024 物理类: the first published row is [694, 6, 50], however the aggregator spread the 44 above.
    const hubei = loadRankTable({ province: '湖北', year: 2024, track: '物理类' })
    expect(hubei && realRankAtScore(hubei, 720)).toEqual({ kind: 'above-top', rankAtMost: 50, derived: false })
  })

  it('never give a lower score a better rank, across every score of every table', () => {
    for (const table of tables) {
      let previous = 0
      for (let score = table.top.score; score >= table.floor; score--) {
        const found = realRankAtScore(table, score)
        if (found.kind === 'published' || found.kind === 'repaired') {
          expect(found.rank, `${name(table)} ${score}`).toBeGreaterThanOrEqual(previous)
          previous = found.rank
        } else expect(found.kind, `${name(table)} ${score}`).toBe('unreadable')
      }
    }
  })

  it('refuse a score that is not an integer', () => {
    expect(() => realRankAtScore(jiangsu2025Physics(), 600.5)).toThrow(RangeError)
  })
})
