import {
  BATCH_ORDER,
  type BodyOf,
  type DataOf,
  ORDINARY_ADMISSION_TYPE,
  PAGE_SIZE_DEFAULT,
  type queryDataLineChart,
  type queryMajorScore,
  type queryPlan,
  type querySchoolMajor,
  type querySchoolScore,
  TRACK_ORDER,
} from '@gaokao/contracts'
import { PLAN_YEAR } from '../../dataset/generate/model.js'
import type { Db } from '../../db/open.js'
import { provenanceOf, rankProvenanceOf } from '../../lib/provenance.js'
import { RankTables } from '../rank/rank-tables.js'

type ScoreRow = DataOf<typeof querySchoolScore>['list'][number]

const orderOf = (order: readonly string[]) => (value: string) => {
  const i = order.indexOf(value)
  return i === -1 ? order.length : i
}
const trackRank = orderOf(TRACK_ORDER)
const batchRank = orderOf(BATCH_ORDER)
const byTrack = (a: string, b: string) => trackRank(a) - trackRank(b) || a.localeCompare(b)
const byBatch = (a: string, b: string) => batchRank(a) - batchRank(b) || a.localeCompare(b)

/** Optional filters bind as NULL, so one statement serves every combination. */
const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v)

/** Only ordinary admissions (普通类) are modelled: any other type has no rows. */
const ordinaryOnly = (type: string | undefined) => type === undefined || type === ORDINARY_ADMISSION_TYPE

/** The yearly tables a college's figures come from. */
type YearlyTable = 'school_admissions' | 'major_admissions' | 'enrolment_plans'

/**
 * The options of a yearly table's filters: the years a college has rows for
 * in a province, the tracks (of a year, or of all), the batches (of a year
 * and track, or of all).
 */
function optionStatements(db: Db, table: YearlyTable) {
  return {
    years: db
      .prepare(`SELECT DISTINCT year FROM ${table} WHERE school_id = ? AND province = ? ORDER BY year DESC`)
      .pluck(),
    tracks: db
      .prepare(`SELECT DISTINCT track FROM ${table}
        WHERE school_id = ? AND province = ? AND (? IS NULL OR year = ?)`)
      .pluck(),
    batches: db
      .prepare(`SELECT DISTINCT batch FROM ${table}
        WHERE school_id = @id AND province = @province AND (@year IS NULL OR year = @year)
          AND (@track IS NULL OR track = @track)`)
      .pluck(),
  }
}

/**
 * A college's figures in one exam province: the years, tracks and batches
 * it has data for, its admission scores by group, its majors' scores, its
 * enrolment plans and its trend. Every statement reads a primary key's
 * prefix (school, province, ...), so each answer touches only that college's
 * rows in that province.
 */
export class Admissions {
  readonly #fillMode
  readonly #scoreYears
  readonly #scoreTracks
  readonly #scoreBatches
  readonly #scores
  readonly #groupMajors
  readonly #majorYears
  readonly #majorTracks
  readonly #majorScoreCount
  readonly #majorScorePage
  readonly #planYears
  readonly #planTracks
  readonly #planBatches
  readonly #planTotals
  readonly #planPage
  readonly #trend
  readonly #majors
  readonly #majorTracksInPlan
  readonly #rankTables

  constructor(db: Db) {
    this.#rankTables = RankTables.of(db)
    this.#fillMode = db.prepare('SELECT mode FROM volunteer_rules WHERE province = ?').pluck()

    const scoreOptions = optionStatements(db, 'school_admissions')
    this.#scoreYears = scoreOptions.years
    this.#scoreTracks = scoreOptions.tracks
    this.#scoreBatches = scoreOptions.batches
    this.#scores = db.prepare(`
      SELECT a.year, a.track, a.batch, a.group_code AS groupCode, a.printed_name AS printedName,
             a.min_score AS minScore, a.min_rank AS minRank, a.avg_score AS avgScore, a.places,
             a.rank_kind AS rankKind, a.source_url AS sourceUrl, t.source_url AS tableUrl,
             -- A published line is not set against a generated batch line: its 线差 would be half fiction.
             CASE WHEN a.source_url = '' THEN l.score END AS batchLine
      FROM school_admissions a
      LEFT JOIN cohorts t ON t.province = a.province AND t.year = a.year AND t.track = a.track
      LEFT JOIN batch_lines l ON l.province = a.province AND l.year = a.year AND l.track = a.track AND l.batch = a.batch
      WHERE a.school_id = @id AND a.province = @province AND (@year IS NULL OR a.year = @year)
        AND (@track IS NULL OR a.track = @track) AND (@batch IS NULL OR a.batch = @batch)
      ORDER BY a.year DESC, a.group_code, a.printed_name`)
    // The majors of each group, with their subject requirement (groups are formed by it).
    this.#groupMajors = db.prepare(`
      SELECT m.year, m.track, m.batch, m.group_code AS groupCode, j.name, sm.subject_requirement AS requirement
      FROM major_admissions m
      JOIN majors j ON j.id = m.major_id
      JOIN school_majors sm ON sm.school_id = m.school_id AND sm.major_id = m.major_id
      WHERE m.school_id = @id AND m.province = @province AND (@year IS NULL OR m.year = @year)
        AND (@track IS NULL OR m.track = @track) AND (@batch IS NULL OR m.batch = @batch) AND m.group_code != ''
      ORDER BY j.code`)

    const majorOptions = optionStatements(db, 'major_admissions')
    this.#majorYears = majorOptions.years
    this.#majorTracks = majorOptions.tracks
    const majorScoreWhere = `m.school_id = @id AND m.province = @province AND m.year = @year AND m.track = @track
      AND (@batch IS NULL OR m.batch = @batch)`
    this.#majorScoreCount = db.prepare(`SELECT count(*) FROM major_admissions m WHERE ${majorScoreWhere}`).pluck()
    this.#majorScorePage = db.prepare(`
      SELECT m.year, m.track, m.batch, m.group_code AS groupCode, m.major_id AS majorId, j.name AS majorName,
             sm.subject_requirement AS subjectRequirement, m.min_score AS minScore, m.min_rank AS minRank,
             m.avg_score AS avgScore, m.places
      FROM major_admissions m
      JOIN majors j ON j.id = m.major_id
      JOIN school_majors sm ON sm.school_id = m.school_id AND sm.major_id = m.major_id
      WHERE ${majorScoreWhere}
      ORDER BY m.group_code, m.min_score DESC, j.code
      LIMIT @limit OFFSET @offset`)

    const planOptions = optionStatements(db, 'enrolment_plans')
    this.#planYears = planOptions.years
    this.#planTracks = planOptions.tracks
    this.#planBatches = planOptions.batches
    const planWhere = `p.school_id = @id AND p.province = @province AND p.track = @track AND p.year = @year
      AND (@batch IS NULL OR p.batch = @batch)`
    this.#planTotals = db.prepare(
      `SELECT count(*) AS total, coalesce(sum(p.places), 0) AS places FROM enrolment_plans p WHERE ${planWhere}`,
    )
    this.#planPage = db.prepare(`
      SELECT p.year, p.track, p.batch, p.group_code AS groupCode, p.major_id AS majorId, j.name AS majorName,
             p.places, p.tuition, p.duration, p.subject_requirement AS subjectRequirement
      FROM enrolment_plans p JOIN majors j ON j.id = p.major_id
      WHERE ${planWhere}
      ORDER BY p.group_code, j.code
      LIMIT @limit OFFSET @offset`)

    // A college's row per year is its least wanted group's: the lowest minimum, the largest rank. A year of
    // published lines has no batch line, as its score rows have none (a generated line against them is half fiction).
    this.#trend = db.prepare(`
      SELECT a.year, a.batch, min(a.min_score) AS minScore, max(a.min_rank) AS minRank,
             CAST(round(sum(a.avg_score * a.places) * 1.0 / sum(a.places)) AS INTEGER) AS avgScore,
             CASE WHEN max(a.source_url) = '' THEN l.score END AS batchLine, max(a.source_url) AS sourceUrl
      FROM school_admissions a
      LEFT JOIN batch_lines l ON l.province = a.province AND l.year = a.year AND l.track = a.track AND l.batch = a.batch
      -- A campus's lines (北京大学医学部) are not the university's own.
      WHERE a.school_id = ? AND a.province = ? AND a.track = ? AND a.printed_name = ''
      GROUP BY a.year, a.batch
      ORDER BY a.year, a.batch`)

    this.#majors = db.prepare(`
      SELECT j.id AS majorId, j.code, j.name, j.category, j.class_name AS className, j.degree, j.duration,
             sm.subject_requirement AS subjectRequirement
      FROM school_majors sm JOIN majors j ON j.id = sm.major_id
      WHERE sm.school_id = ?
      ORDER BY j.code`)
    this.#majorTracksInPlan = db.prepare(`
      SELECT major_id AS majorId, track FROM enrolment_plans
      WHERE school_id = ? AND province = ? AND year = ?`)
  }

  fillMode(province: string): string {
    return (this.#fillMode.get(province) as string | undefined) ?? '院校'
  }

  scoreYears(id: number, province: string): number[] {
    return this.#scoreYears.all(id, province) as number[]
  }

  scoreTracks(id: number, province: string, year?: number): string[] {
    return (this.#scoreTracks.all(id, province, orNull(year), orNull(year)) as string[]).sort(byTrack)
  }

  admissionTypes(id: number, province: string, year?: number, track?: string): string[] {
    return this.scoreBatches(id, province, year, track).length > 0 ? [ORDINARY_ADMISSION_TYPE] : []
  }

  scoreBatches(id: number, province: string, year?: number, track?: string): string[] {
    const rows = this.#scoreBatches.all({ id, province, year: orNull(year), track: orNull(track) }) as string[]
    return rows.sort(byBatch)
  }

  scores(body: BodyOf<typeof querySchoolScore>): DataOf<typeof querySchoolScore> {
    const fillMode = this.fillMode(body.province)
    if (!ordinaryOnly(body.admissionType)) return { fillMode, list: [] }
    const params = {
      id: body.schoolId,
      province: body.province,
      year: orNull(body.year),
      track: orNull(body.track),
      batch: orNull(body.batch),
    }
    const rows = this.#scores.all(params) as (Omit<
      ScoreRow,
      'admissionType' | 'subjectRequirement' | 'majors' | 'lineDiff' | 'source' | 'rankSource'
    > & { rankKind: string; sourceUrl: string; tableUrl: string | null })[]
    const groups = new Map<string, { majors: string[]; requirements: Set<string> }>()
    for (const m of this.#groupMajors.all(params) as {
      year: number
      track: string
      batch: string
      groupCode: string
      name: string
      requirement: string
    }[]) {
      const key = `${m.year}|${m.track}|${m.batch}|${m.groupCode}`
      const group = groups.get(key) ?? { majors: [], requirements: new Set<string>() }
      group.majors.push(m.name)
      group.requirements.add(m.requirement)
      groups.set(key, group)
    }
    const list = rows
      .map(({ rankKind, sourceUrl, tableUrl, ...row }) => {
        const group = groups.get(`${row.year}|${row.track}|${row.batch}|${row.groupCode}`)
        return {
          ...row,
          source: provenanceOf(sourceUrl, row.year),
          // A derived rank was read off that year's 一分一段表: its source is the table's page.
          rankSource: rankProvenanceOf({ rankKind, sourceUrl, tableUrl }, row.year),
          admissionType: ORDINARY_ADMISSION_TYPE,
          subjectRequirement: group ? [...group.requirements].join('、') : '',
          majors: group?.majors ?? [],
          lineDiff: row.batchLine === null ? null : row.minScore - row.batchLine,
          // The line's rank read in the province's newest table (docs/equal-scores.md).
          equalScore:
            row.minRank === null
              ? null
              : (this.#rankTables.equalInNewest(body.province, row.year, row.track, row.minRank) ?? null),
        }
      })
      .sort(
        (a, b) =>
          b.year - a.year ||
          byTrack(a.track, b.track) ||
          byBatch(a.batch, b.batch) ||
          a.groupCode.localeCompare(b.groupCode),
      )
    return { fillMode, list }
  }

  majorYears(id: number, province: string): number[] {
    return this.#majorYears.all(id, province) as number[]
  }

  majorTracks(id: number, province: string, year?: number): string[] {
    return (this.#majorTracks.all(id, province, orNull(year), orNull(year)) as string[]).sort(byTrack)
  }

  majorScores(body: BodyOf<typeof queryMajorScore>): DataOf<typeof queryMajorScore> {
    const { pageNum, pageSize, limit, offset } = paging(body)
    const params = {
      id: body.schoolId,
      province: body.province,
      year: body.year,
      track: body.track,
      batch: orNull(body.batch),
    }
    const total = this.#majorScoreCount.get(params) as number
    const list = this.#majorScorePage.all({ ...params, limit, offset }) as DataOf<typeof queryMajorScore>['list']
    return { list, total, pageNum, pageSize, fillMode: this.fillMode(body.province) }
  }

  planYears(id: number, province: string): number[] {
    return this.#planYears.all(id, province) as number[]
  }

  planTracks(id: number, province: string, year?: number): string[] {
    return (this.#planTracks.all(id, province, orNull(year), orNull(year)) as string[]).sort(byTrack)
  }

  planBatches(id: number, province: string, year?: number, track?: string): string[] {
    const rows = this.#planBatches.all({ id, province, year: orNull(year), track: orNull(track) }) as string[]
    return rows.sort(byBatch)
  }

  plans(body: BodyOf<typeof queryPlan>): DataOf<typeof queryPlan> {
    const { pageNum, pageSize, limit, offset } = paging(body)
    const params = {
      id: body.schoolId,
      province: body.province,
      year: body.year,
      track: body.track,
      batch: orNull(body.batch),
    }
    const totals = this.#planTotals.get(params) as { total: number; places: number }
    const list = this.#planPage.all({ ...params, limit, offset }) as DataOf<typeof queryPlan>['list']
    return {
      list,
      total: totals.total,
      pageNum,
      pageSize,
      fillMode: this.fillMode(body.province),
      totalPlaces: totals.places,
    }
  }

  trend(body: BodyOf<typeof queryDataLineChart>): DataOf<typeof queryDataLineChart> {
    const rows = this.#trend.all(body.schoolId, body.province, body.track) as (Omit<
      DataOf<typeof queryDataLineChart>[number],
      'source'
    > & { sourceUrl: string })[]
    return rows.map(({ sourceUrl, ...row }) => ({ ...row, source: provenanceOf(sourceUrl, row.year) }))
  }

  /** The college's majors; with a province, the tracks each is planned in there in the plan year. */
  majors(id: number, province: string | undefined): DataOf<typeof querySchoolMajor> {
    const rows = this.#majors.all(id) as Omit<DataOf<typeof querySchoolMajor>['list'][number], 'tracks'>[]
    const tracks = new Map<number, string[]>()
    if (province) {
      for (const p of this.#majorTracksInPlan.all(id, province, PLAN_YEAR) as { majorId: number; track: string }[]) {
        const list = tracks.get(p.majorId) ?? []
        list.push(p.track)
        tracks.set(p.majorId, list)
      }
    }
    return {
      planYear: PLAN_YEAR,
      list: rows.map((row) => ({ ...row, tracks: (tracks.get(row.majorId) ?? []).sort(byTrack) })),
    }
  }
}

function paging(body: { pageNum?: number; pageSize?: number }) {
  const pageNum = body.pageNum ?? 1
  const pageSize = body.pageSize ?? PAGE_SIZE_DEFAULT
  return { pageNum, pageSize, limit: pageSize, offset: (pageNum - 1) * pageSize }
}
