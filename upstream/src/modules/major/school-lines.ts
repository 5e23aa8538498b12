import { type BodyOf, type DataOf, offeredTrack, type queryMajorSchoolList, TRACK_ORDER } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { provenanceOf, rankProvenanceOf } from '../../lib/provenance.js'
import { paging, tagsOf } from './sql.js'

type Answer = DataOf<typeof queryMajorSchoolList>

interface Row {
  schoolId: number
  schoolName: string
  province: string
  city: string
  level: Answer['list'][number]['level']
  tags: string | null
  minScore: number | null
  minRank: number | null
  sourceUrl: string | null
  rankKind: string | null
}

/**
 * Each school's lowest ordinary line (its least wanted group, as the college
 * list shows it) in the batch of the major's level. A school with no line
 * there has NULLs; without a province every school has.
 */
const LINES = `
  WITH lines AS (
    SELECT a.school_id, min(a.min_score) AS minScore, a.min_rank AS minRank,
           a.source_url AS sourceUrl, a.rank_kind AS rankKind
    FROM school_admissions a
    WHERE a.province = @province AND a.year = @year AND a.track = @track AND a.batch = @batch
      AND a.printed_name = ''
      AND a.school_id IN (SELECT school_id FROM school_majors WHERE major_id = @majorId)
    GROUP BY a.school_id
  )`

const ORDER = {
  // Equal lines by the rank (a published rank may part them), then as the ranking does.
  score: 'l.minScore IS NULL, l.minScore DESC, l.minRank, r.rank IS NULL, r.rank, c.id',
  rank: 'r.rank IS NULL, r.rank, c.id',
} as const

/**
 * Every school offering a major with its newest school-level line in an exam
 * province (docs/major-schools.md): free, paged, sorted by the line or by our
 * ranking. Prepared once.
 */
export class MajorSchoolLines {
  readonly #level
  readonly #count
  readonly #pages
  readonly #latestYear
  readonly #tracks
  readonly #tableUrl

  constructor(db: Db) {
    this.#level = db.prepare('SELECT level FROM majors WHERE id = ?').pluck()
    this.#count = db.prepare('SELECT count(*) FROM school_majors WHERE major_id = ?').pluck()
    const page = (order: string) =>
      db.prepare(`${LINES}
        SELECT c.id AS schoolId, c.name AS schoolName, c.province, c.city, c.level,
          (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags,
          l.minScore, l.minRank, l.sourceUrl, l.rankKind
        FROM school_majors sm JOIN colleges c ON c.id = sm.school_id
        LEFT JOIN lines l ON l.school_id = c.id
        LEFT JOIN school_rankings r ON r.school_id = c.id
        WHERE sm.major_id = @majorId
        ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    this.#pages = { score: page(ORDER.score), rank: page(ORDER.rank) }
    this.#latestYear = db.prepare('SELECT max(year) FROM school_admissions WHERE province = ?').pluck()
    this.#tracks = db.prepare('SELECT DISTINCT track FROM school_admissions WHERE province = ? AND year = ?').pluck()
    this.#tableUrl = db.prepare('SELECT source_url FROM cohorts WHERE province = ? AND year = ? AND track = ?').pluck()
  }

  /** Undefined when the major does not exist. */
  answer(body: BodyOf<typeof queryMajorSchoolList>): Answer | undefined {
    const level = this.#level.get(body.majorId) as string | undefined
    if (level === undefined) return undefined
    const { pageNum, pageSize, offset } = paging(body)
    const province = body.province ?? null
    const year = province === null ? null : ((this.#latestYear.get(province) as number | null) ?? null)
    const tracks =
      province === null || year === null
        ? []
        : (this.#tracks.all(province, year) as string[]).sort(
            (a, b) => TRACK_ORDER.indexOf(a as never) - TRACK_ORDER.indexOf(b as never),
          )
    // The URL's track, else the student's own, in a 理科/文科 year its counterpart (docs/exam-modes.md), else the first.
    const track = offeredTrack(tracks, body.track, body.preferTrack) ?? ''
    const rows = this.#pages[body.sort ?? 'score'].all({
      majorId: body.majorId,
      province,
      year,
      track,
      batch: `${level}批`,
      limit: pageSize,
      offset,
    }) as Row[]
    const tableUrl = year === null ? null : ((this.#tableUrl.get(province, year, track) as string | undefined) ?? null)
    const list = rows.map((r) => ({
      schoolId: r.schoolId,
      schoolName: r.schoolName,
      province: r.province,
      city: r.city,
      level: r.level,
      tags: tagsOf(r.tags),
      admission:
        r.minScore === null || province === null || year === null
          ? null
          : {
              year,
              province,
              track,
              minScore: r.minScore,
              minRank: r.minRank,
              source: provenanceOf(r.sourceUrl ?? '', year),
              rankSource: rankProvenanceOf(
                { rankKind: r.rankKind ?? 'generated', sourceUrl: r.sourceUrl ?? '', tableUrl },
                year,
              ),
            },
    }))
    return { list, total: this.#count.get(body.majorId) as number, pageNum, pageSize, year, track, tracks }
  }
}
