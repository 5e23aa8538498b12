import { CONTENT_TEXT, type DataOf, queryRecommendHome, schoolTagRank, siteInfo, type Track } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { homeQueries, type Row } from './queries.js'

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

  const q = homeQueries(app.db)

  implement(app, queryRecommendHome, ({ body }) => {
    const province = body.province.trim()
    const limit = body.limit ?? 8
    if (province === '') {
      return { year: app.ranks.year, province, list: toSchools(q.national.all({ limit }) as Row[], null) }
    }
    const mode = app.ranks.modeOf(province)
    if (!mode) throw ApiError.badRequest(CONTENT_TEXT.provinceUnknown)
    // The province's newest year with admissions: a newer rank table (浙江 2026) has no lines yet.
    const year = (q.latestAdmissionYear.get(province) as number | null) ?? app.ranks.yearOf(province) ?? app.ranks.year
    // 物理类, or 理科 where the newest admissions predate the reform (新疆, 西藏: docs/exam-modes.md).
    const track: Track = mode === '3+3' ? '综合' : (app.ranks.tableTrackOf(province, '物理类') ?? '物理类')
    return { year, province, list: toSchools(q.inProvince.all({ province, year, track, limit }) as Row[], track) }
  })
}

function toSchools(rows: readonly Row[], track: Track | null): School[] {
  return rows.map((row) => {
    const tags = (row.tags ?? '').split(',').filter((t) => t !== '')
    tags.sort((a, b) => schoolTagRank(a) - schoolTagRank(b))
    return { ...row, tags, track: row.minScore === null ? null : track }
  })
}
