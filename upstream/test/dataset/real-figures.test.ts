import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { abbreviatesCollege, isAbbreviationOf, singleNameCodes } from '../../src/dataset/real/abbreviations.js'
import { loadAdmissions } from '../../src/dataset/real/admissions.js'
import { OUTSIDE_MOE_LIST } from '../../src/dataset/real/outside-moe-list.js'
import { REAL_DATA_DIR } from '../../src/dataset/real/paths.js'
import { loadRankTable, type RealRankTable } from '../../src/dataset/real/rank-tables.js'
import { plainCollegeName, rankOnRealTable, realScoreRows } from '../../src/dataset/real/real-figures.js'
import { printedRequirement } from '../../src/dataset/real/real-sink.js'
import { useSeededDatabase } from '../helpers.js'

/** How the published figures enter the seeded database (docs/real-data.md, "What the site shows"). */
const db = useSeededDatabase()
const all = <T>(sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .all(...params) as T[]
const one = <T>(sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .get(...params) as T

function table(province: string, year: number, track: '物理类' | '历史类' | '综合'): RealRankTable {
  const found = loadRankTable({ province, year, track })
  if (!found) throw new Error(`${province} ${year} ${track} is shipped`)
  return found
}

/** The shipped file's own triple for a score, read independently of the loader. */
function printedRow(province: string, year: number, track: string, score: number): number[] | undefined {
  const file = JSON.parse(readFileSync(join(REAL_DATA_DIR, 'rank-tables', `${province}-${year}.json`), 'utf8')) as {
    categories: Record<string, number[][]>
  }
  return file.categories[track]?.find((row) => row[0] === score)
}

describe('published rank tables in the database', () => {
  it('replace the generated table: 江苏 2025 物理类 600 is the printed cumulative count', () => {
    const printed = printedRow('江苏', 2025, '物理类', 600)
    expect(printed?.[2]).toBe(34_888)
    const row = one<{ rank: number }>(
      "SELECT rank FROM score_ranks WHERE province = '江苏' AND year = 2025 AND track = '物理类' AND score = 600",
    )
    expect(row.rank).toBe(printed?.[2])
    const cohort = one<{ floor: number; top: number; url: string }>(
      `SELECT floor_score AS floor, top_score AS top, source_url AS url FROM cohorts
       WHERE province = '江苏' AND year = 2025 AND track = '物理类'`,
    )
    expect(cohort).toMatchObject({ floor: 463, top: 683 })
    expect(cohort.url).toMatch(/^https:\/\/www\.jseea\.cn\//)
    // Nothing below the floor: the table gives no rank there.
    expect(
      one<{ n: number }>(
        "SELECT count(*) AS n FROM score_ranks WHERE province = '江苏' AND year = 2025 AND track = '物理类' AND score < 463",
      ).n,
    ).toBe(0)
  })

  it('hold every usable row with its cumulative count, counts being differences of cumulative counts', () => {
    const real = table('江苏', 2025, '物理类')
    const rows = realScoreRows(real)
    const stored = all<{ score: number; count: number; rank: number }>(
      `SELECT score, count, rank FROM score_ranks WHERE province = '江苏' AND year = 2025 AND track = '物理类'
       ORDER BY score DESC`,
    )
    expect(stored).toEqual(rows)
    for (const row of rows) {
      const usable = real.byScore.get(row.score)
      if (usable) expect(row.rank).toBe(usable.cumulative)
    }
    // 559 is misprinted (810132); both neighbours confirm 81013 (docs/real-data.md).
    expect(rows.find((r) => r.score === 559)?.rank).toBe(81_013)
  })

  it('leave no generated year after a province’s latest published one', () => {
    const after = all<{ province: string; year: number }>(
      `SELECT c.province, c.year FROM cohorts c
       WHERE c.source_url = '' AND c.year > (
         SELECT max(r.year) FROM cohorts r WHERE r.province = c.province AND r.source_url != '')`,
    )
    expect(after).toEqual([])
    expect(all<{ year: number }>("SELECT DISTINCT year FROM cohorts WHERE province = '北京' ORDER BY year")).toEqual([
      { year: 2022 },
      { year: 2023 },
      { year: 2024 },
    ])
  })
})

describe('published lines in the database', () => {
  it('are 南京大学’s 2025 物理类 groups as printed, ranks derived from that year’s table', () => {
    const printed = loadAdmissions('江苏', 2025).filter(
      (a) => a.moeCode === '4132010284' && a.track === '物理类' && plainCollegeName(a.collegeName) === '南京大学',
    )
    expect(printed.length).toBeGreaterThan(0)
    const real = table('江苏', 2025, '物理类')
    const stored = all<{ groupCode: string; minScore: number; minRank: number; rankKind: string; url: string }>(
      `SELECT group_code AS groupCode, min_score AS minScore, min_rank AS minRank, rank_kind AS rankKind,
              source_url AS url
       FROM school_admissions WHERE school_id = 10284 AND province = '江苏' AND year = 2025 AND track = '物理类'
       ORDER BY group_code`,
    )
    expect(stored).toEqual(
      printed
        .map((a) => ({
          groupCode: a.group,
          minScore: a.minScore,
          minRank: real.byScore.get(a.minScore)?.cumulative,
          rankKind: 'derived',
          url: a.sourceUrl,
        }))
        .sort((a, b) => a.groupCode.localeCompare(b.groupCode)),
    )
  })

  it('are the only lines where a province publishes them, in every year', () => {
    for (const province of ['江苏', '广东', '湖北', '湖南', '北京']) {
      const generated = one<{ n: number }>(
        "SELECT count(*) AS n FROM school_admissions WHERE province = ? AND source_url = ''",
        province,
      ).n
      expect(generated, province).toBe(0)
      expect(
        one<{ n: number }>('SELECT count(*) AS n FROM major_admissions WHERE province = ?', province).n,
        province,
      ).toBe(0)
    }
  })

  it('never give one school’s lines to another: 国防科技大学’s code is not 北京大学’s, wrong codes are skipped', () => {
    // 4133010001 ends in 北京大学's 10001; its rows belong to the military academy or to nobody.
    const printedAtPeking = all<{ printed: string }>(
      "SELECT DISTINCT printed_name AS printed FROM school_admissions WHERE school_id = 10001 AND printed_name != ''",
    ).map((r) => r.printed)
    expect(printedAtPeking.every((name) => name.startsWith('北京大学'))).toBe(true)
    const academy = one<{ id: number } | undefined>("SELECT id FROM colleges WHERE name = '国防科技大学'")
    if (academy) {
      expect(
        // It prints lines in 北京 and 湖南 2024.
        one<{ n: number }>(
          "SELECT count(*) AS n FROM school_admissions WHERE school_id = ? AND province IN ('北京', '湖南')",
          academy.id,
        ).n,
      ).toBeGreaterThan(0)
    }
    // 浙江大学医学院 is filed under 杭州电子科技大学's code (wrong-codes.ts): 杭州电子科技大学 keeps only its own rows.
    const hdu = all<{ printed: string }>(
      "SELECT DISTINCT printed_name AS printed FROM school_admissions WHERE school_id = 10336 AND printed_name != ''",
    ).map((r) => r.printed)
    expect(hdu.some((name) => name.includes('浙江大学'))).toBe(false)
  })

  it('keep a campus’s printed name, and 湖北’s group code printed only in the name', () => {
    const campus = all<{ groupCode: string }>(
      `SELECT group_code AS groupCode FROM school_admissions
       WHERE school_id = 10001 AND province = '江苏' AND year = 2025 AND printed_name = '北京大学医学部'`,
    )
    expect(campus.length).toBeGreaterThan(0)
    const hubei = all<{ groupCode: string }>(
      "SELECT DISTINCT group_code AS groupCode FROM school_admissions WHERE province = '湖北' AND group_code = ''",
    )
    expect(hubei).toEqual([])
  })

  it("are attributed in 上海 where the abbreviation spells its code's school, and the capped 580 gets no rank", () => {
    const rows = loadAdmissions('上海', 2024)
    const single = singleNameCodes(rows)
    // Every line the database holds in 上海 is a row whose abbreviation is its school's, under a code with one name.
    const held = all<{ name: string; groupCode: string; minScore: number; minRank: number | null; rankKind: string }>(
      `SELECT c.name, a.group_code AS groupCode, a.min_score AS minScore, a.min_rank AS minRank, a.rank_kind AS rankKind
       FROM school_admissions a JOIN colleges c ON c.id = a.school_id WHERE a.province = '上海' AND a.source_url != ''`,
    )
    // By code, or for an academy off the MOE list (海军军医大学) by the name OUTSIDE_MOE_LIST gives its code.
    const nameOf = new Map<string, string>([
      ...all<{ code: string; name: string }>("SELECT code, name FROM colleges WHERE code != ''").map(
        (c): [string, string] => [c.code, c.name],
      ),
      ...Object.entries(OUTSIDE_MOE_LIST)
        .filter(([, o]) => all('SELECT 1 FROM colleges WHERE name = ?', o.name).length > 0)
        .map(([code, o]): [string, string] => [code, o.name]),
    ])
    const expected = rows.filter((r) => {
      const name = nameOf.get(r.moeCode)
      if (name === undefined) return false
      // A full name is its school's as in every province; an abbreviation only as abbreviations.ts allows.
      return (
        plainCollegeName(r.collegeName) === name ||
        (single.has(r.moeCode) && abbreviatesCollege(r.collegeName, name, r.batch))
      )
    })
    expect(held.length).toBe(expected.length)
    expect(held.length).toBeGreaterThan(1_200)
    expect(held.find((h) => h.name === '北京师范大学')).toBeDefined()
    // 东大秦岛 (东北大学秦皇岛分校) is filed under 沈阳工业大学's code: not taken as 沈阳工业大学's line.
    expect(rows.some((r) => r.collegeName === '东大秦岛')).toBe(true)
    expect(isAbbreviationOf('东大秦岛', '沈阳工业大学')).toBe(false)
    // 580 is printed for 22 groups (复旦, 上海交大 …): a cap, so no rank is derived from it.
    const capped = held.filter((h) => h.minScore === 580)
    expect(capped.length).toBeGreaterThan(10)
    expect(capped.every((h) => h.minRank === null && h.rankKind === 'none')).toBe(true)
    expect(held.filter((h) => h.minScore < 580).every((h) => h.rankKind === 'derived')).toBe(true)
    // 上海's lines are published now: no generated line there in any year.
    expect(
      one<{ n: number }>("SELECT count(*) AS n FROM school_admissions WHERE province = '上海' AND source_url = ''").n,
    ).toBe(0)
  })

  it('reads an abbreviation as its school only when its characters appear in order in the name', () => {
    expect(isAbbreviationOf('上海交大', '上海交通大学')).toBe(true)
    expect(isAbbreviationOf('石油华东', '中国石油大学(华东)')).toBe(true)
    expect(isAbbreviationOf('北交威海', '北京工业大学')).toBe(false)
    expect(isAbbreviationOf('浙大医学', '浙江大学')).toBe(false)
    // The letters of 辽宁石化 fit 辽宁石化职业技术学院, but a 本科批 line is no 专科 college's.
    expect(abbreviatesCollege('辽宁石化', '辽宁石化职业技术学院', '本科批')).toBe(false)
    expect(abbreviatesCollege('青海职大', '青海职业技术大学', '本科批')).toBe(true)
    expect([
      ...singleNameCodes([
        { moeCode: 'a', collegeName: '外经贸大' },
        { moeCode: 'a', collegeName: '上经贸大' },
        { moeCode: 'b', collegeName: '上海交大' },
      ]),
    ]).toEqual(['b'])
  })
})

describe('a generated figure on a published table', () => {
  it('keeps its score and takes the table’s rank, raised to the floor below it', () => {
    const real = table('江苏', 2025, '物理类')
    expect(rankOnRealTable(real, 600)).toEqual({ score: 600, rank: 34_888 })
    expect(rankOnRealTable(real, 300)).toEqual({ score: 463, rank: real.byScore.get(463)?.cumulative })
    expect(rankOnRealTable(real, 700)).toEqual({ score: 700, rank: 126 })
  })

  it('agrees with the table it sits on, in every province-year with a published table and generated lines', () => {
    const disagreeing = one<{ n: number }>(
      `SELECT count(*) AS n FROM school_admissions a
       JOIN cohorts c ON c.province = a.province AND c.year = a.year AND c.track = a.track AND c.source_url != ''
       LEFT JOIN score_ranks s ON s.province = a.province AND s.year = a.year AND s.track = a.track AND s.score = a.min_score
       WHERE a.source_url = '' AND a.min_score <= c.top_score AND (s.rank IS NULL OR s.rank != a.min_rank)`,
    ).n
    expect(disagreeing).toBe(0)
    const belowFloor = one<{ n: number }>(
      `SELECT count(*) AS n FROM school_admissions a
       JOIN cohorts c ON c.province = a.province AND c.year = a.year AND c.track = a.track
       WHERE a.source_url = '' AND c.floor_score IS NOT NULL AND a.min_score < c.floor_score`,
    ).n
    expect(belowFloor).toBe(0)
  })
})

describe('the subject requirement a group prints', () => {
  it('reads 江苏’s notes', () => {
    expect(printedRequirement('南京大学07专业组(化学)')).toBe('chemistry')
    expect(printedRequirement('南京大学09专业组(化学)(中外合作办学)')).toBe('chemistry')
    expect(printedRequirement('中国人民大学04专业组(思想政治)')).toBe('politics')
    expect(printedRequirement('北京大学03专业组(不限)')).toBe('none')
    expect(printedRequirement('北京大学(201)')).toBeUndefined()
  })
})
