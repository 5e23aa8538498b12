import { describe, expect, it } from 'vitest'
import { offeringSources } from '../../src/dataset/generate/offering-pools.js'
import { loadAuthoredData } from '../../src/dataset/load.js'
import { useSeededReads } from '../support/consistency-reads.js'

/** The data-consistency suite, run over the database a first start seeds: what schools run, rankings and rules. */
const { db, count, all } = useSeededReads()

describe('what schools run', () => {
  /** The share of a field among the majors of 本科 schools of a type (null: of all 本科 schools). */
  const share = (type: string | null, category: string) =>
    count(
      `SELECT AVG(m.category = ?) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id
       JOIN majors m ON m.id = sm.major_id WHERE (c.type = ? OR ? IS NULL) AND c.level = '本科'`,
      category,
      type,
      type,
    )

  it('fits the school type: medicine at 医药 schools, education at 师范 schools, engineering at 理工 schools', () => {
    // Against the mean, not fixed shares: in 江苏's published groups a 医药 school lists about 58 % medicine
    // and a 师范 school 7 % 教育学 (it trains teachers of subjects); docs/dataset-model.md, "What a school runs".
    expect(share('医药', '医学')).toBeGreaterThan(5 * share(null, '医学'))
    expect(share('师范', '教育学')).toBeGreaterThan(2 * share(null, '教育学'))
    expect(share('理工', '工学')).toBeGreaterThan(0.5)
    expect(share('艺术', '艺术学')).toBeGreaterThan(0.7)
    // Published lists may break these rules (天津大学 临床医学, 中南财经政法大学 侦查学): their schools are left out.
    const authored = loadAuthoredData()
    const sources = offeringSources(
      authored.colleges,
      authored.majors.filter((m) => m.level === '本科'),
    )
    const publishing = (listed: (majorId: number) => boolean) =>
      authored.colleges.filter((c) => sources.real(c)?.majorIds.some(listed)).map((c) => c.id)
    // 临床医学 only where medicine is taught.
    const medicine = publishing((id) => id === 100201)
    expect(medicine.length).toBeGreaterThan(0)
    expect(
      count(`SELECT COUNT(*) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id
             WHERE sm.major_id = 100201 AND c.type NOT IN ('医药', '综合', '军事') AND c.id NOT IN (${medicine.join(', ')})`),
    ).toBe(0)
    // Police majors only at police schools.
    const policeMajors = new Set(
      authored.majors.filter((m) => m.classCode === '0306' || m.classCode === '0831').map((m) => m.id),
    )
    const police = publishing((id) => policeMajors.has(id))
    expect(police.length).toBeGreaterThan(0)
    expect(
      count(`SELECT COUNT(*) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id JOIN majors m ON m.id = sm.major_id
             WHERE m.class_code IN ('0306', '0831') AND c.authority <> '公安部' AND c.name NOT LIKE '%警%'
               AND c.id NOT IN (${police.join(', ')})`),
    ).toBe(0)
  })
})

describe('school rankings and volunteer rules', () => {
  it('rank once every school with published lines, and no other, the C9 near the top', () => {
    // The ranking is by published selectivity (docs/school-ranking.md): a school is ranked when it has a line in
    // 广东 2024 or 江苏 2025, and every ranked school has one.
    const withLines = `SELECT DISTINCT school_id FROM school_admissions
      WHERE source_url != '' AND ((province = '广东' AND year = 2024) OR (province = '江苏' AND year = 2025))`
    expect(count(`SELECT COUNT(*) FROM school_rankings WHERE school_id NOT IN (${withLines})`)).toBe(0)
    expect(count(`SELECT COUNT(DISTINCT school_id) FROM school_rankings`)).toBe(
      count('SELECT COUNT(*) FROM school_rankings'),
    )
    expect(count('SELECT COUNT(*) FROM school_rankings')).toBeGreaterThan(1000)
    for (const level of ['本科', '专科']) {
      const ranks = all<{ rank: number }>('SELECT rank FROM school_rankings WHERE level = ? ORDER BY rank', level)
      expect(ranks.map((r) => r.rank)).toEqual(ranks.map((_, i) => i + 1))
    }
    const pku = count(
      "SELECT r.rank FROM school_rankings r JOIN colleges c ON c.id = r.school_id WHERE c.name = '北京大学'",
    )
    expect(pku).toBeLessThanOrEqual(15)
  })

  it('hold each province’s rule as published', () => {
    expect(count('SELECT COUNT(*) FROM volunteer_rules')).toBe(31)
    const rule = (p: string) => db().prepare('SELECT * FROM volunteer_rules WHERE province = ?').get(p)
    expect(rule('江苏')).toMatchObject({ mode: '院校专业组', volunteers: 40, majors_per_volunteer: 6 })
    expect(rule('浙江')).toMatchObject({ mode: '专业+院校', volunteers: 80, majors_per_volunteer: 1 })
    expect(rule('辽宁')).toMatchObject({ mode: '专业+院校', volunteers: 112 })
    expect(rule('河南')).toMatchObject({ mode: '院校专业组', volunteers: 48 })
    expect(rule('内蒙古')).toMatchObject({ majors_per_volunteer: 12 })
    expect(rule('广西')).toMatchObject({ majors_per_volunteer: 20 })
    expect(rule('西藏')).toMatchObject({ mode: '院校', volunteers: 10 })
  })
})
