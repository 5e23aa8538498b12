import { CONTENT_TEXT, type DataOf, queryRecommendHome, schoolTagRank, siteInfo, type Track } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'

export interface HomeRoutesOptions {
  /** The operator's hotline for reporting data errors (SERVICE_HOTLINE); '' when none. */
  hotline: string
  operator: string
}

type School = DataOf<typeof queryRecommendHome>['list'][number]

/** The footer's site information and the home page's recommended schools. */
export default async function homeRoutes(app: FastifyInstance, options: HomeRoutesOptions): Promise<void> {
  // No hotline configured, the demo's included, answers '': the site then says nothing of one, rather than a
  // placeholder or a made-up number (docs/hotline.md).
  const hotline = options.hotline.trim()
  implement(app, siteInfo, () => ({ hotline, operator: options.operator.trim() }))

  const columns = `c.id, c.name, c.province, c.city, c.level, c.type, c.nature, r.rank AS ranking,
    (SELECT group_concat(tag) FROM college_tags t WHERE t.college_id = c.id) AS tags`
  // Walks school_rankings_by_rank; the admissions subqueries use their primary key (school, province, year, track).
  const inProvince = app.db.prepare(
    `SELECT ${columns},
       (SELECT MIN(a.min_score) FROM school_admissions a
        WHERE a.school_id = c.id AND a.province = @province AND a.year = @year AND a.track = @track) AS minScore
     FROM school_rankings r JOIN colleges c ON c.id = r.school_id
     WHERE r.level = '本科' AND EXISTS (
       SELECT 1 FROM school_admissions a WHERE a.school_id = r.school_id AND a.province = @province AND a.year = @year)
     ORDER BY r.rank LIMIT @limit`,
  )
  const latestAdmissionYear = app.db.prepare('SELECT MAX(year) FROM school_admissions WHERE province = ?').pluck()
  const national = app.db.prepare(
    `SELECT ${columns}, NULL AS minScore
     FROM school_rankings r JOIN colleges c ON c.id = r.school_id
     WHERE r.level = '本科' ORDER BY r.rank LIMIT @limit`,
  )

  implement(app, queryRecommendHome, ({ body }) => {
    const province = body.province.trim()
    const limit = body.limit ?? 8
    if (province === '') {
      return { year: app.ranks.year, province, list: toSchools(national.all({ limit }) as Row[], null) }
    }
    const mode = app.ranks.modeOf(province)
    if (!mode) throw ApiError.badRequest(CONTENT_TEXT.provinceUnknown)
    // The province's newest year with admissions: a newer rank table (浙江 2026) has no lines yet.
    const year = (latestAdmissionYear.get(province) as number | null) ?? app.ranks.yearOf(province) ?? app.ranks.year
    // 物理类, or 理科 where the newest admissions predate the reform (新疆, 西藏: docs/exam-modes.md).
    const track: Track = mode === '3+3' ? '综合' : (app.ranks.tableTrackOf(province, '物理类') ?? '物理类')
    return { year, province, list: toSchools(inProvince.all({ province, year, track, limit }) as Row[], track) }
  })
}

type Row = Omit<School, 'tags' | 'track'> & { tags: string | null }

function toSchools(rows: readonly Row[], track: Track | null): School[] {
  return rows.map((row) => {
    const tags = (row.tags ?? '').split(',').filter((t) => t !== '')
    tags.sort((a, b) => schoolTagRank(a) - schoolTagRank(b))
    return { ...row, tags, track: row.minScore === null ? null : track }
  })
}
