import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VOLUNTEER_RULES } from '../../src/dataset/volunteer-rules.js'
import { type Db, openDatabase } from '../../src/db/open.js'
import { removeDataDir, tempDataDir } from '../helpers.js'

/** The data-consistency suite of issue 3, run over the database a first start seeds. */
let db: Db
let dataDir = ''
beforeAll(() => {
  dataDir = tempDataDir()
  db = openDatabase(dataDir)
})
afterAll(() => {
  db.close()
  removeDataDir(dataDir)
})

const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number
const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[]

describe('rank tables (一分一段表)', () => {
  it('exist for all 31 provinces, 2023-2025, each track of the exam mode', () => {
    const expected = all<{ gkms: string }>('SELECT gkms FROM gaokao_provinces').reduce(
      (sum, p) => sum + (p.gkms === '3+3' ? 1 : 2) * 3,
      0,
    )
    expect(expected).toBe(168)
    expect(count('SELECT COUNT(*) FROM cohorts')).toBe(expected)
    expect(
      count(`SELECT COUNT(*) FROM cohorts c JOIN gaokao_provinces p ON p.name = c.province
             WHERE c.year IN (2023, 2024, 2025)
               AND ((p.gkms = '3+3' AND c.track = '综合') OR (p.gkms = '3+1+2' AND c.track IN ('物理类', '历史类')))`),
    ).toBe(expected)
  })

  it('list every score from 0 to the top, each with candidates, ranks rising strictly as the score falls', () => {
    expect(count('SELECT COUNT(*) FROM score_ranks WHERE count <= 0')).toBe(0)
    // rank(s) = rank(s + 1) + count(s): cumulative, so strictly rising downwards.
    expect(
      count(`SELECT COUNT(*) FROM score_ranks a JOIN score_ranks b
               ON b.province = a.province AND b.year = a.year AND b.track = a.track AND b.score = a.score + 1
             WHERE a.rank <> b.rank + a.count OR a.rank <= b.rank`),
    ).toBe(0)
    expect(
      count(`SELECT COUNT(*) FROM cohorts c
             WHERE (SELECT COUNT(*) FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track) <> c.top_score + 1
                OR (SELECT rank FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track AND s.score = 0) <> c.candidates
                OR (SELECT rank FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track AND s.score = c.top_score)
                   <> (SELECT count FROM score_ranks s WHERE s.province = c.province AND s.year = c.year AND s.track = c.track AND s.score = c.top_score)`),
    ).toBe(0)
  })

  it('are sparse at the top and never reach the full mark', () => {
    expect(
      count(
        `SELECT MAX(s.count) FROM score_ranks s JOIN cohorts c USING (province, year, track) WHERE s.score > c.top_score - 3`,
      ),
    ).toBeLessThanOrEqual(5)
    expect(count("SELECT MAX(top_score) FROM cohorts WHERE province <> '上海'")).toBeLessThan(750)
    expect(count("SELECT MAX(top_score) FROM cohorts WHERE province = '上海'")).toBeLessThan(660)
  })

  it('hold candidate totals of realistic size', () => {
    const total = (province: string) =>
      count('SELECT SUM(candidates) FROM cohorts WHERE province = ? AND year = 2025', province)
    expect(total('河南')).toBeGreaterThan(1_100_000)
    expect(total('河南')).toBeLessThan(1_500_000)
    expect(total('广东')).toBeGreaterThan(600_000)
    expect(total('广东')).toBeLessThan(850_000)
    expect(total('西藏')).toBeGreaterThan(20_000)
    expect(total('西藏')).toBeLessThan(100_000)
  })
})

describe('batch lines', () => {
  it('give 特殊类型招生控制线 > 本科批 > 专科批 for every table, each with its rank in that table', () => {
    expect(count('SELECT COUNT(*) FROM batch_lines')).toBe(168 * 3)
    const lines = all<{ special: number; undergraduate: number; vocational: number }>(
      `SELECT MAX(CASE batch WHEN '特殊类型招生控制线' THEN score END) AS special,
              MAX(CASE batch WHEN '本科批' THEN score END) AS undergraduate,
              MAX(CASE batch WHEN '专科批' THEN score END) AS vocational
       FROM batch_lines GROUP BY province, year, track`,
    )
    expect(lines).toHaveLength(168)
    for (const l of lines) {
      expect(l.special).toBeGreaterThan(l.undergraduate)
      expect(l.undergraduate).toBeGreaterThan(l.vocational)
    }
    expect(
      count(`SELECT COUNT(*) FROM batch_lines b JOIN score_ranks s USING (province, year, track)
             WHERE s.score = b.score AND s.rank <> b.rank`),
    ).toBe(0)
  })
})

describe('admissions and plans', () => {
  it('refer only to existing schools and majors (foreign keys, school_majors included)', () => {
    expect(db.pragma('foreign_key_check')).toEqual([])
    for (const table of [
      'school_admissions',
      'major_admissions',
      'enrolment_plans',
      'school_majors',
      'school_rankings',
    ]) {
      expect(count(`SELECT COUNT(*) FROM ${table} WHERE school_id NOT IN (SELECT id FROM colleges)`), table).toBe(0)
    }
    for (const table of ['major_admissions', 'enrolment_plans', 'school_majors']) {
      expect(count(`SELECT COUNT(*) FROM ${table} WHERE major_id NOT IN (SELECT id FROM majors)`), table).toBe(0)
    }
    // A school runs majors of its own level only.
    expect(
      count(`SELECT COUNT(*) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id
             JOIN majors m ON m.id = sm.major_id WHERE c.level <> m.level`),
    ).toBe(0)
  })

  it('are in a province, year and track that has a rank table, in the batch of the school level', () => {
    for (const table of ['school_admissions', 'major_admissions']) {
      expect(
        count(
          `SELECT COUNT(*) FROM ${table} a LEFT JOIN cohorts c USING (province, year, track) WHERE c.candidates IS NULL`,
        ),
      ).toBe(0)
    }
    expect(
      count(`SELECT COUNT(*) FROM enrolment_plans p LEFT JOIN cohorts c ON c.province = p.province AND c.track = p.track AND c.year = 2025
             WHERE c.candidates IS NULL OR p.year <> 2026`),
    ).toBe(0)
    expect(
      count(`SELECT COUNT(*) FROM school_admissions a JOIN colleges c ON c.id = a.school_id
             WHERE a.batch <> CASE c.level WHEN '本科' THEN '本科批' ELSE '专科批' END`),
    ).toBe(0)
  })

  it('never put a minimum score below its batch line, and rank it as the table does', () => {
    for (const table of ['school_admissions', 'major_admissions']) {
      expect(
        count(
          `SELECT COUNT(*) FROM ${table} a JOIN batch_lines b USING (province, year, track, batch) WHERE a.min_score < b.score`,
        ),
        table,
      ).toBe(0)
      expect(
        count(`SELECT COUNT(*) FROM ${table} a JOIN score_ranks s USING (province, year, track)
               WHERE s.score = a.min_score AND s.rank <> a.min_rank`),
        table,
      ).toBe(0)
      expect(count(`SELECT COUNT(*) FROM ${table} WHERE avg_score < min_score OR places < 1`), table).toBe(0)
    }
  })

  it("give a school's (or group's) line as its least wanted major's", () => {
    expect(
      count(`SELECT COUNT(*) FROM school_admissions s
             WHERE s.min_score <> (SELECT MIN(m.min_score) FROM major_admissions m
                                   WHERE m.school_id = s.school_id AND m.province = s.province AND m.year = s.year
                                     AND m.track = s.track AND m.group_code = s.group_code)
                OR s.places <> (SELECT SUM(m.places) FROM major_admissions m
                                WHERE m.school_id = s.school_id AND m.province = s.province AND m.year = s.year
                                  AND m.track = s.track AND m.group_code = s.group_code)`),
    ).toBe(0)
  })

  it('admit 985 schools at better ranks than ordinary 本科 schools, in every province, track and year', () => {
    const byTable = all<{ province: string; year: number; track: string; elite: number; ordinary: number }>(
      `WITH school AS (
         SELECT a.school_id, a.province, a.year, a.track, MAX(a.min_rank) AS min_rank
         FROM school_admissions a GROUP BY a.school_id, a.province, a.year, a.track),
       kind AS (
         SELECT c.id,
           CASE WHEN EXISTS (SELECT 1 FROM college_tags t WHERE t.college_id = c.id AND t.tag = '985') THEN '985'
                WHEN c.level = '本科' AND c.nature = '公办'
                 AND NOT EXISTS (SELECT 1 FROM college_tags t WHERE t.college_id = c.id AND t.tag IN ('211', '双一流'))
                THEN 'ordinary' END AS kind
         FROM colleges c)
       SELECT s.province, s.year, s.track,
         AVG(CASE k.kind WHEN '985' THEN s.min_rank END) AS elite,
         AVG(CASE k.kind WHEN 'ordinary' THEN s.min_rank END) AS ordinary
       FROM school s JOIN kind k ON k.id = s.school_id
       GROUP BY s.province, s.year, s.track`,
    )
    expect(byTable).toHaveLength(168)
    for (const t of byTable) expect(t.elite, `${t.province} ${t.year} ${t.track}`).toBeLessThan(t.ordinary)
  })

  it('make a school easier to enter at home than elsewhere', () => {
    // Reach: the school's lowest admitted rank as a share of the 本科 line's rank in that table.
    const schools = all<{ home: number; away: number }>(
      `WITH reach AS (
         SELECT a.school_id, a.province, MAX(a.min_rank) * 1.0 / b.rank AS reach
         FROM school_admissions a JOIN batch_lines b ON b.province = a.province AND b.year = a.year AND b.track = a.track
         WHERE a.batch = '本科批' AND b.batch = '本科批' GROUP BY a.school_id, a.province, a.year, a.track)
       SELECT AVG(CASE WHEN r.province = c.province THEN r.reach END) AS home,
              AVG(CASE WHEN r.province <> c.province THEN r.reach END) AS away
       FROM reach r JOIN colleges c ON c.id = r.school_id
       GROUP BY c.id HAVING home IS NOT NULL AND away IS NOT NULL`,
    )
    expect(schools.length).toBeGreaterThan(500)
    const easierAtHome = schools.filter((s) => s.home > s.away).length
    expect(easierAtHome / schools.length).toBeGreaterThan(0.9)
  })

  it('move from year to year, within reason', () => {
    const pairs = all<{ before: number; after: number }>(
      `SELECT a.min_rank AS before, b.min_rank AS after FROM school_admissions a
       JOIN school_admissions b USING (school_id, province, track, batch, group_code)
       WHERE a.year = 2023 AND b.year = 2025`,
    )
    expect(pairs.length).toBeGreaterThan(10_000)
    const moved = pairs.filter((p) => p.before !== p.after).length
    const wild = pairs.filter((p) => p.after / p.before > 2 || p.after / p.before < 0.5).length
    expect(moved / pairs.length).toBeGreaterThan(0.9)
    expect(wild / pairs.length).toBeLessThan(0.01)
  })

  it('fill by 院校专业组 where the province does, within its majors per group', () => {
    for (const rule of VOLUNTEER_RULES) {
      const blank = count("SELECT COUNT(*) FROM major_admissions WHERE province = ? AND group_code = ''", rule.province)
      const named = count(
        "SELECT COUNT(*) FROM major_admissions WHERE province = ? AND group_code <> ''",
        rule.province,
      )
      if (rule.mode === '院校专业组') {
        expect(blank, rule.province).toBe(0)
        expect(named, rule.province).toBeGreaterThan(0)
        const largest = count(
          `SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM enrolment_plans WHERE province = ?
                               GROUP BY school_id, track, group_code)`,
          rule.province,
        )
        expect(largest, rule.province).toBeLessThanOrEqual(rule.majorsPerVolunteer)
      } else {
        expect(named, rule.province).toBe(0)
      }
    }
  })

  it('plan 2026 places for every school, province and track that admitted in 2025, with tuition, duration and subjects', () => {
    expect(
      count(`SELECT COUNT(*) FROM (SELECT DISTINCT school_id, province, track FROM school_admissions WHERE year = 2025) a
             WHERE NOT EXISTS (SELECT 1 FROM enrolment_plans p
                               WHERE p.school_id = a.school_id AND p.province = a.province AND p.track = a.track)`),
    ).toBe(0)
    expect(
      count(`SELECT COUNT(*) FROM enrolment_plans p JOIN majors m ON m.id = p.major_id
             WHERE p.places < 1 OR p.tuition < 3000 OR p.duration <> m.duration`),
    ).toBe(0)
    // 物理类 candidates cannot meet a 历史 requirement, nor 历史类 ones a 物理 one.
    expect(
      count(`SELECT COUNT(*) FROM enrolment_plans
             WHERE (track = '历史类' AND subject_requirement LIKE '%物理%')
                OR (track = '物理类' AND subject_requirement = '历史')`),
    ).toBe(0)
    expect(
      all<{ r: string }>('SELECT DISTINCT subject_requirement AS r FROM enrolment_plans ORDER BY r').map((x) => x.r),
    ).toEqual(['不限', '历史', '思想政治', '物理', '物理+化学'].sort())
  })
})

describe('what schools run', () => {
  const share = (type: string, category: string) =>
    count(
      `SELECT AVG(m.category = ?) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id
       JOIN majors m ON m.id = sm.major_id WHERE c.type = ? AND c.level = '本科'`,
      category,
      type,
    )

  it('fits the school type: medicine at 医药 schools, education at 师范 schools, engineering at 理工 schools', () => {
    expect(share('医药', '医学')).toBeGreaterThan(0.6)
    expect(share('师范', '教育学')).toBeGreaterThan(0.2)
    expect(share('理工', '工学')).toBeGreaterThan(0.5)
    expect(share('艺术', '艺术学')).toBeGreaterThan(0.7)
    // 临床医学 only where medicine is taught.
    expect(
      count(`SELECT COUNT(*) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id
             WHERE sm.major_id = 100201 AND c.type NOT IN ('医药', '综合', '军事')`),
    ).toBe(0)
    // Police majors only at police schools.
    expect(
      count(`SELECT COUNT(*) FROM school_majors sm JOIN colleges c ON c.id = sm.school_id JOIN majors m ON m.id = sm.major_id
             WHERE m.class_code IN ('0306', '0831') AND c.authority <> '公安部' AND c.name NOT LIKE '%警%'`),
    ).toBe(0)
  })
})

describe('school rankings and volunteer rules', () => {
  it('rank every school once within its level, the C9 near the top', () => {
    expect(count('SELECT COUNT(*) FROM school_rankings')).toBe(count('SELECT COUNT(*) FROM colleges'))
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
    const rule = (p: string) => db.prepare('SELECT * FROM volunteer_rules WHERE province = ?').get(p)
    expect(rule('江苏')).toMatchObject({ mode: '院校专业组', volunteers: 40, majors_per_volunteer: 6 })
    expect(rule('浙江')).toMatchObject({ mode: '专业+院校', volunteers: 80, majors_per_volunteer: 1 })
    expect(rule('辽宁')).toMatchObject({ mode: '专业+院校', volunteers: 112 })
    expect(rule('河南')).toMatchObject({ mode: '院校专业组', volunteers: 48 })
    expect(rule('内蒙古')).toMatchObject({ majors_per_volunteer: 12 })
    expect(rule('广西')).toMatchObject({ majors_per_volunteer: 20 })
    expect(rule('西藏')).toMatchObject({ mode: '院校', volunteers: 10 })
  })
})
