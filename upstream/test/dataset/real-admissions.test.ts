import { describe, expect, it } from 'vitest'
import { availableAdmissions, loadAdmissions, type RealAdmission } from '../../src/dataset/real/admissions.js'
import { realMinRank } from '../../src/dataset/real/min-rank.js'
import { loadRankTable, loadRankTables, type RealRankTable } from '../../src/dataset/real/rank-tables.js'

/** Each file read once: the loaders read from disk on every call. */
const tables = new Map<string, readonly RealRankTable[]>()
function tableFor(a: RealAdmission): RealRankTable | undefined {
  const key = `${a.province} ${a.year}`
  let found = tables.get(key)
  if (!found) {
    found = loadRankTables(a.province, a.year)
    tables.set(key, found)
  }
  return found.find((t) => t.track === a.track)
}

/** What each file's rows get from realMinRank, as of the shipped files (docs/real-data.md quotes it). */
const MIN_RANK_COVERAGE: Record<string, Record<string, number>> = {
  '上海 2024': { derived: 1329 },
  '北京 2024': { derived: 1258 },
  '广东 2024': { published: 4676 },
  '江苏 2023': { derived: 3303, unreadable: 351, 'above-top': 8, 'below-floor': 1 },
  '江苏 2024': { derived: 3414, unreadable: 546, 'above-top': 8 },
  '江苏 2025': { derived: 4181, unreadable: 14, 'above-top': 6 },
  '湖北 2024': { derived: 4378, 'above-top': 1 },
  '湖南 2024': { derived: 5055, 'above-top': 3 },
}

describe('the lowest rank of a published 投档线', () => {
  it('is derived from the same table when not published: the cumulative count at minScore', () => {
    // admissions/江苏-2025.json: ["4132010005","陆军工程大学","09",...,"物理类","本科批",598,null,0];
    // rank-tables/江苏-2025.json 物理类: [598, 921, 36724].
    const first = loadAdmissions('江苏', 2025)[0] as RealAdmission
    expect(first).toMatchObject({ collegeName: '陆军工程大学', group: '09', minScore: 598, minRank: null })
    expect(realMinRank(first, tableFor(first))).toEqual({ kind: 'derived', minRank: 36_724, derived: true })

    for (const { province, year } of availableAdmissions()) {
      for (const a of loadAdmissions(province, year)) {
        const table = tableFor(a)
        const row = table?.byScore.get(a.minScore)
        if (a.minRank !== null || row === undefined) continue
        expect(realMinRank(a, table), `${a.groupName} ${a.minScore}`).toEqual({
          kind: 'derived',
          minRank: row.cumulative,
          derived: true,
        })
      }
    }
  })

  it('is the published one where the authority gave it (广东)', () => {
    const pku = loadAdmissions('广东', 2024)[0] as RealAdmission
    expect(realMinRank(pku, tableFor(pku))).toEqual({ kind: 'published', minRank: 32, derived: false })
    expect(realMinRank(pku, undefined)).toEqual({ kind: 'published', minRank: 32, derived: false })
  })

  it('sits, where published, within its score’s band of the same table, but for five garbled rows', () => {
    const garbled: string[] = []
    for (const a of loadAdmissions('广东', 2024)) {
      const table = tableFor(a)
      const row = table?.byScore.get(a.minScore)
      const above = table?.byScore.get(a.minScore + 1)?.cumulative ?? 0
      if (row === undefined || a.minRank === null || a.minRank <= above || a.minRank > row.cumulative) {
        garbled.push(`${a.groupName} ${a.minScore} ${a.minRank}`)
      }
    }
    // A bracket in the name shifted the columns: the group is the name's tail, the score a stray figure.
    expect(garbled).toEqual([
      '广东外语外贸大学南国商学院((联合培养)) 114 446',
      '广州科技职业技术大学((校企联合培养)) 10 432',
      '肇庆医学院(原肇庆医学高等专科学校()) 100 447',
      '西安科技大学高新学院((国际班)) 1 443',
      '福建农林大学金山学院((中外合作办学)) 2 477',
    ])
  })

  it('is, with its reason, none where the table gives no exact rank, and never another table’s', () => {
    const coverage: Record<string, Record<string, number>> = {}
    for (const { province, year } of availableAdmissions()) {
      const counts: Record<string, number> = {}
      for (const a of loadAdmissions(province, year)) {
        const found = realMinRank(a, tableFor(a))
        const key = found.kind === 'none' ? found.reason : found.kind
        counts[key] = (counts[key] ?? 0) + 1
      }
      coverage[`${province} ${year}`] = counts
    }
    expect(coverage).toEqual(MIN_RANK_COVERAGE)

    const below = loadAdmissions('江苏', 2023).find((a) => a.minScore < (tableFor(a)?.floor ?? 0)) as RealAdmission
    expect(realMinRank(below, tableFor(below))).toEqual({ kind: 'none', reason: 'below-floor' })
    const top = loadAdmissions('江苏', 2025).find((a) => a.minScore > (tableFor(a)?.top.score ?? 750)) as RealAdmission
    expect(realMinRank(top, tableFor(top))).toEqual({ kind: 'none', reason: 'above-top' })

    const first = loadAdmissions('江苏', 2025)[0] as RealAdmission
    expect(realMinRank(first, undefined)).toEqual({ kind: 'none', reason: 'no-table' })
    const history = loadRankTable({ province: '江苏', year: 2025, track: '历史类' })
    expect(() => realMinRank(first, history)).toThrow('against the 江苏 2025 历史类 table')
  })
})
