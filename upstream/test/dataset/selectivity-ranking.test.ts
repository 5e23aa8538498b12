import { describe, expect, it } from 'vitest'
import { loadAuthoredData } from '../../src/dataset/load.js'
import { loadAdmissions, type RealAdmission } from '../../src/dataset/real/admissions.js'
import { realCohortSize } from '../../src/dataset/real/cohort-size.js'
import { loadInstitutions } from '../../src/dataset/real/institutions.js'
import { loadRankTables } from '../../src/dataset/real/rank-tables.js'
import {
  loadSelectivityRanking,
  type RankedCollege,
  type RankingSource,
  selectivityRanking,
} from '../../src/dataset/real/selectivity-ranking.js'

const colleges: RankedCollege[] = loadAuthoredData().colleges.map(({ id, name, type, code }) => ({
  id,
  name,
  type,
  code,
}))
const idOf = (name: string) => {
  const found = colleges.find((c) => c.name === name)
  if (!found) throw new Error(name)
  return found.id
}
const holders = new Map(loadInstitutions().map((i) => [i.moeCode, i.name]))
const source = (province: string, year: number, admissions = loadAdmissions(province, year)): RankingSource => ({
  province,
  year,
  admissions,
  tables: loadRankTables(province, year),
})
const guangdong = source('广东', 2024)
const jiangsu = source('江苏', 2025)

describe('the ranking by admission selectivity', () => {
  const { rows: ranking, basis } = loadSelectivityRanking(colleges)
  const byId = new Map(ranking.map((r) => [r.schoolId, r]))
  const names = new Map(colleges.map((c) => [c.id, c.name]))

  it('puts 北京大学 and 清华大学 in the first three, then the schools everyone expects', () => {
    const top = ranking.slice(0, 12).map((r) => names.get(r.schoolId))
    expect(top.slice(0, 3)).toEqual(expect.arrayContaining(['北京大学', '清华大学']))
    for (const name of ['复旦大学', '上海交通大学', '浙江大学', '南京大学', '中国科学技术大学'])
      expect(top).toContain(name)
    expect(ranking.map((r) => r.rank)).toEqual(ranking.map((_, i) => i + 1))
    for (let i = 1; i < ranking.length; i++)
      expect(ranking[i]?.score).toBeGreaterThanOrEqual(ranking[i - 1]?.score ?? 0)
  })

  it('names its basis: 广东 2024 and 江苏 2025, with their publishers', () => {
    expect(basis).toEqual([
      { province: '广东', year: 2024, authority: '广东省教育考试院' },
      { province: '江苏', year: 2025, authority: '江苏省教育考试院' },
    ])
  })

  it('ranks only schools with lines, 本科, with a rank within their type', () => {
    expect(ranking.length).toBeGreaterThan(300)
    expect(ranking.length).toBeLessThan(colleges.length)
    expect(new Set(ranking.map((r) => r.level))).toEqual(new Set(['本科']))
    const type = new Map(colleges.map((c) => [c.id, c.type]))
    const firstOfType = new Map<string, number>()
    for (const r of ranking) {
      const t = type.get(r.schoolId) ?? ''
      if (!firstOfType.has(t)) {
        firstOfType.set(t, r.schoolId)
        expect(r.typeRank).toBe(1)
      }
    }
    const normal = ranking.filter((r) => type.get(r.schoolId) === '师范')
    expect(normal.map((r) => r.typeRank)).toEqual(normal.map((_, i) => i + 1))
  })

  it('ranks a school with 广东 lines only on 广东: its easiest group’s rank over 广东’s pool, per track', () => {
    const pku = idOf('北京大学')
    const only = selectivityRanking([guangdong], colleges, holders)
    const row = only.find((r) => r.schoolId === pku)
    // 北京大学's easiest ordinary groups in 广东 2024: 201 历史类 at rank 32, 203 物理类 at 85 (北京大学医学部's
    // 204 at 1339 is another admission unit and does not count).
    const [physics, history] = [
      guangdong.tables.find((t) => t.track === '物理类'),
      guangdong.tables.find((t) => t.track === '历史类'),
    ]
    if (!physics || !history) throw new Error('广东 2024 tables')
    // The geometric mean of the two shares, in percent to four significant digits.
    const expected = Number(
      (Math.sqrt((85 / realCohortSize(physics)) * (32 / realCohortSize(history))) * 100).toPrecision(4),
    )
    expect(row?.score).toBe(expected)
    // Combined with 江苏, the school is ranked on both, so its score changes.
    expect(byId.get(pku)?.score).not.toBe(expected)
  })

  it('ignores rows filed under another school’s code, parts, campuses and special programmes', () => {
    const hdu = idOf('杭州电子科技大学')
    const base = byId.get(hdu)
    expect(base).toBeDefined()
    // 浙江大学医学院 is filed under 杭州电子科技大学's code; a very easy line of it must not move 杭电.
    const template = guangdong.admissions.find((a) => a.collegeName === '浙江大学医学院')
    if (!template) throw new Error('广东 2024 prints 浙江大学医学院')
    const easy = (over: Partial<RealAdmission>): RealAdmission => ({ ...template, minRank: 400_000, ...over })
    const pkuRow = guangdong.admissions.find((a) => a.collegeName === '北京大学' && a.track === '物理类')
    if (!pkuRow) throw new Error('北京大学 in 广东')
    // A garbled row of 广东 (the columns shifted: minScore 2, minRank 477) must not rank its school.
    const garbled = guangdong.admissions.find((a) => a.groupName === '福建农林大学金山学院((中外合作办学))')
    expect(garbled?.minRank).toBe(477)
    const jinshan = { id: 14046, name: '福建农林大学金山学院', type: '农林', code: '4135014046' }
    const withJinshan = selectivityRanking([guangdong], [...colleges, jinshan], holders)
    expect(withJinshan.find((r) => r.schoolId === jinshan.id)).toBeUndefined()
    const extra = [
      easy({}),
      easy({ ...pkuRow, collegeName: '北京大学医学部', minRank: 400_000 }),
      easy({ ...pkuRow, collegeName: '北京大学(中外合作办学)', minRank: 400_000 }),
    ]
    const withExtra = selectivityRanking(
      [source('广东', 2024, [...guangdong.admissions, ...extra]), jiangsu],
      colleges,
      holders,
    )
    expect(withExtra.find((r) => r.schoolId === hdu)?.score).toBe(base?.score)
    expect(withExtra.find((r) => r.schoolId === idOf('北京大学'))?.score).toBe(byId.get(idOf('北京大学'))?.score)
    // An ordinary row of the school itself does count.
    const lowered = selectivityRanking(
      [source('广东', 2024, [...guangdong.admissions, easy({ ...pkuRow, minRank: 400_000 })]), jiangsu],
      colleges,
      holders,
    )
    expect(lowered.find((r) => r.schoolId === idOf('北京大学'))?.score).toBeGreaterThan(
      byId.get(idOf('北京大学'))?.score ?? 0,
    )
  })

  it('is the same whatever the order of rows and colleges', () => {
    const reversed = selectivityRanking(
      [
        source('江苏', 2025, [...jiangsu.admissions].reverse()),
        source('广东', 2024, [...guangdong.admissions].reverse()),
      ],
      [...colleges].reverse(),
      holders,
    )
    expect(reversed).toEqual(ranking)
  })

  it('leaves out rows whose college is not seeded', () => {
    const without = colleges.filter((c) => c.name !== '清华大学')
    const rows = selectivityRanking([guangdong, jiangsu], without, holders)
    expect(rows.some((r) => r.schoolId === idOf('清华大学'))).toBe(false)
    expect(rows).toHaveLength(ranking.length - 1)
  })
})
