import { FIRST_NEW_EXAM_YEAR, requiredSubjectCodes, SUBJECTS } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, PLAN_YEAR } from '../../src/dataset/generate/model.js'
import { VOLUNTEER_RULES } from '../../src/dataset/volunteer-rules.js'
import { useSeededReads } from '../support/consistency-reads.js'

/** The data-consistency suite, run over the database a first start seeds: admissions and plans. */
const { db, count, all } = useSeededReads()

describe('admissions and plans', () => {
  it('refer only to existing schools and majors (foreign keys, school_majors included)', () => {
    expect(db().pragma('foreign_key_check')).toEqual([])
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
    // Plans are for PLAN_YEAR, in a track of the province's newest table (江苏's is 2025, 广东's 2024), or, where
    // that table predates the new exam (新疆, 西藏 2026), in the new track read on it (物理类 on 理科).
    expect(
      count(
        `SELECT COUNT(*) FROM enrolment_plans p
         LEFT JOIN cohorts c ON c.province = p.province
           AND c.track IN (p.track, CASE p.track WHEN '物理类' THEN '理科' WHEN '历史类' THEN '文科' END)
           AND c.year = (SELECT MAX(year) FROM cohorts n WHERE n.province = p.province)
         WHERE c.candidates IS NULL OR p.year <> ?`,
        PLAN_YEAR,
      ),
    ).toBe(0)
    expect(count("SELECT COUNT(*) FROM enrolment_plans WHERE track IN ('理科', '文科')")).toBe(0)
    // Published lines are all 本科批 as printed; a 专科 college has one only under a newer name (青海交通职业技术学院
    // prints as 青海职业技术大学, a 本科 university since its upgrade): reported, the college's level is the old one.
    expect(
      count(`SELECT COUNT(*) FROM school_admissions a JOIN colleges c ON c.id = a.school_id
             WHERE a.batch <> CASE c.level WHEN '本科' THEN '本科批' ELSE '专科批' END
               AND (a.source_url = '' OR a.printed_name = '')`),
    ).toBe(0)
    expect(count("SELECT COUNT(*) FROM school_admissions WHERE source_url <> '' AND batch <> '本科批'")).toBe(0)
  })

  it('never put a minimum score below its batch line, and rank it as the table does', () => {
    for (const table of ['school_admissions', 'major_admissions']) {
      // Generated lines only: a published line is what the authority printed, and the batch lines are generated.
      expect(
        count(
          `SELECT COUNT(*) FROM ${table} a JOIN batch_lines b USING (province, year, track, batch)
           WHERE a.min_score < b.score ${table === 'school_admissions' ? "AND a.source_url = ''" : ''}`,
        ),
        table,
      ).toBe(0)
      // A derived rank is read off the table as well; a published one (广东) is the authority's own.
      expect(
        count(`SELECT COUNT(*) FROM ${table} a JOIN score_ranks s USING (province, year, track)
               WHERE s.score = a.min_score AND s.rank <> a.min_rank
                 ${table === 'school_admissions' ? "AND a.rank_kind IN ('generated', 'derived')" : ''}`),
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
    // Generated lines and published ones (a school's own name: a campus is another school) each by themselves.
    const byTable = (published: boolean) =>
      all<{ province: string; year: number; track: string; elite: number; ordinary: number }>(
        `WITH school AS (
         SELECT a.school_id, a.province, a.year, a.track, MAX(a.min_rank) AS min_rank
         FROM school_admissions a WHERE (a.source_url <> '') = ? AND a.printed_name = ''
         GROUP BY a.school_id, a.province, a.year, a.track),
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
        published ? 1 : 0,
      )
    // Generated: every table of a province's history years (its last three: 浙江's published 2023 is older)
    // outside the six provinces whose lines are published.
    const generated = byTable(false)
    expect(generated).toHaveLength(
      count(
        `SELECT COUNT(*) FROM cohorts c
         WHERE c.year > (SELECT MAX(year) FROM cohorts n WHERE n.province = c.province) - ?
           AND c.province NOT IN ('江苏', '广东', '湖北', '湖南', '北京', '上海')`,
        HISTORY_LENGTH,
      ),
    )
    // Published: 江苏 2023-2025 and 广东, 湖北, 湖南, 北京, 上海 2024, each track.
    const published = byTable(true)
    expect(published).toHaveLength(3 * 2 + 3 * 2 + 1 + 1)
    for (const t of [...generated, ...published]) {
      expect(t.elite, `${t.province} ${t.year} ${t.track}`).toBeLessThan(t.ordinary)
    }
  })

  it('make a school easier to enter at home than elsewhere', () => {
    // Reach: the school's lowest admitted rank as a share of the 本科 line's rank in that table.
    const schools = all<{ home: number; away: number }>(
      `WITH reach AS (
         SELECT a.school_id, a.province, MAX(a.min_rank) * 1.0 / b.rank AS reach
         FROM school_admissions a JOIN batch_lines b ON b.province = a.province AND b.year = a.year AND b.track = a.track
         WHERE a.batch = '本科批' AND b.batch = '本科批' AND a.source_url = '' GROUP BY a.school_id, a.province, a.year, a.track)
       SELECT AVG(CASE WHEN r.province = c.province THEN r.reach END) AS home,
              AVG(CASE WHEN r.province <> c.province THEN r.reach END) AS away
       FROM reach r JOIN colleges c ON c.id = r.school_id
       GROUP BY c.id HAVING home IS NOT NULL AND away IS NOT NULL`,
    )
    // Generated lines only, so schools at home in 江苏, 广东, 湖北, 湖南 or 北京 (published lines) drop out.
    expect(schools.length).toBeGreaterThan(400)
    const easierAtHome = schools.filter((s) => s.home > s.away).length
    expect(easierAtHome / schools.length).toBeGreaterThan(0.9)
  })

  it('move from year to year, within reason', () => {
    // The generated model's movement; published lines move as they did (the backtest measures them).
    const pairs = all<{ before: number; after: number }>(
      `SELECT a.min_rank AS before, b.min_rank AS after FROM school_admissions a
       JOIN school_admissions b USING (school_id, province, track, batch, group_code)
       WHERE b.year = a.year + 2 AND a.source_url = '' AND b.source_url = ''`,
    )
    expect(pairs.length).toBeGreaterThan(10_000)
    const moved = pairs.filter((p) => p.before !== p.after).length
    const wild = pairs.filter((p) => p.after / p.before > 2 || p.after / p.before < 0.5).length
    expect(moved / pairs.length).toBeGreaterThan(0.9)
    expect(wild / pairs.length).toBeLessThan(0.01)
  })

  it('fill by 院校专业组 where the province does, within its majors per group', () => {
    for (const rule of VOLUNTEER_RULES) {
      // Where lines are published they are per group (or school), never per major: the group is on the school line.
      const published =
        count("SELECT COUNT(*) FROM school_admissions WHERE province = ? AND source_url <> ''", rule.province) > 0
      const lines = published ? 'school_admissions' : 'major_admissions'
      if (published) expect(count('SELECT COUNT(*) FROM major_admissions WHERE province = ?', rule.province)).toBe(0)
      // Groups came with the new exam: the years before it admitted per school (云南 2024 理科).
      const firstNew = FIRST_NEW_EXAM_YEAR[rule.province] ?? 0
      const blank = count(
        `SELECT COUNT(*) FROM ${lines} WHERE province = ? AND group_code = '' AND year >= ?`,
        rule.province,
        firstNew,
      )
      const named = count(`SELECT COUNT(*) FROM ${lines} WHERE province = ? AND group_code <> ''`, rule.province)
      expect(
        count(
          `SELECT COUNT(*) FROM ${lines} WHERE province = ? AND group_code <> '' AND year < ?`,
          rule.province,
          firstNew,
        ),
        rule.province,
      ).toBe(0)
      if (rule.mode === '院校专业组') {
        expect(blank, rule.province).toBe(0)
        expect(named, rule.province).toBeGreaterThan(0)
        expect(
          count("SELECT COUNT(*) FROM enrolment_plans WHERE province = ? AND group_code = ''", rule.province),
          rule.province,
        ).toBe(0)
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

  it('plan places for every school, province and track that admitted in the latest year, with tuition, duration and subjects', () => {
    // The latest year with lines: 2025, or 2024 where that year's lines are published (广东, 湖北, 湖南, 北京).
    const unplanned = (published: boolean) =>
      all<{ province: string; admitted: number; unplanned: number }>(
        `WITH a AS (
           SELECT DISTINCT s.school_id, s.province, s.track FROM school_admissions s
           WHERE (s.source_url <> '') = ? AND s.printed_name = ''
             AND s.year = (SELECT MAX(year) FROM school_admissions l WHERE l.province = s.province)
             AND EXISTS (SELECT 1 FROM school_majors m WHERE m.school_id = s.school_id))
         SELECT province, COUNT(*) AS admitted,
           SUM(NOT EXISTS (SELECT 1 FROM enrolment_plans p
                           WHERE p.school_id = a.school_id AND p.province = a.province
                             AND a.track IN (p.track, CASE p.track WHEN '物理类' THEN '理科' WHEN '历史类' THEN '文科' END)))
             AS unplanned
         FROM a GROUP BY province`,
        published ? 1 : 0,
      )
    const generated = unplanned(false)
    expect(generated.length).toBeGreaterThan(20)
    expect(generated.filter((p) => p.unplanned > 0)).toEqual([])
    // Published groups: a group none of the school's majors fits (its track or printed requirement) gets no
    // plan (real-sink.ts); a few per province, reported to the lead. Schools without majors have no plan at all.
    const published = unplanned(true)
    expect(published.map((p) => p.province).sort()).toEqual(['上海', '北京', '广东', '江苏', '湖北', '湖南'].sort())
    for (const p of published) expect(p.unplanned / p.admitted, p.province).toBeLessThan(0.05)
    // Where lines are published the plan is built on the latest published groups, with their printed codes.
    expect(
      count(`SELECT COUNT(*) FROM enrolment_plans p
             WHERE p.province IN (SELECT DISTINCT province FROM school_admissions WHERE source_url <> '')
               AND NOT EXISTS (SELECT 1 FROM school_admissions s
                               WHERE s.school_id = p.school_id AND s.province = p.province AND s.track = p.track
                                 AND s.group_code = p.group_code AND s.printed_name = '' AND s.source_url <> ''
                                 AND s.year = (SELECT MAX(year) FROM school_admissions l WHERE l.province = p.province))`),
    ).toBe(0)
    expect(
      count(`SELECT COUNT(*) FROM enrolment_plans p JOIN majors m ON m.id = p.major_id
             WHERE p.places < 1 OR p.tuition < 3000 OR p.duration <> m.duration`),
    ).toBe(0)
    // 物理类 candidates cannot meet a 历史 requirement (思想政治+历史 included), nor 历史类 ones a 物理 one.
    expect(
      count(`SELECT COUNT(*) FROM enrolment_plans
             WHERE (track = '历史类' AND subject_requirement LIKE '%物理%')
                OR (track = '物理类' AND subject_requirement LIKE '%历史%')`),
    ).toBe(0)
    // The guidance's five, and what published groups print besides (物理+化学+生物, 地理...): all in subjects the site knows.
    const requirements = all<{ r: string }>('SELECT DISTINCT subject_requirement AS r FROM enrolment_plans').map(
      (x) => x.r,
    )
    expect(requirements).toEqual(expect.arrayContaining(['不限', '历史', '思想政治', '物理', '物理+化学']))
    const known = new Set<string>(SUBJECTS.map((s) => s.code))
    expect(requirements.flatMap(requiredSubjectCodes).filter((code) => !known.has(code))).toEqual([])
  })
})
