import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  FIRST_NEW_EXAM_YEAR,
  requiredSubjectCodes,
  SUBJECTS,
  satNewExam,
  type Track,
  tracksIn,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, LATEST_YEAR, PLAN_YEAR } from '../../src/dataset/generate/model.js'
import { offeringSources } from '../../src/dataset/generate/offering-pools.js'
import { loadAuthoredData } from '../../src/dataset/load.js'
import { REAL_DATA_DIR } from '../../src/dataset/real/paths.js'
import { realRankAtScore } from '../../src/dataset/real/rank-lookup.js'
import { availableRankTables, loadRankTable } from '../../src/dataset/real/rank-tables.js'
import { VOLUNTEER_RULES } from '../../src/dataset/volunteer-rules.js'
import { useSeededDatabase } from '../helpers.js'

/** The data-consistency suite, run over the database a first start seeds. */
const db = useSeededDatabase()

const count = (sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .pluck()
    .get(...params) as number
const all = <T>(sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .all(...params) as T[]

/** Every (province, year, track) with a shipped 一分一段表, read from the loader (docs/real-data.md). */
const publishedTables = () => availableRankTables().map((t) => `${t.province}|${t.year}|${t.track}`)

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
