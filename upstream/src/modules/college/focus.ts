import {
  type BodyOf,
  COLLEGE_REFUSAL_CODE,
  COLLEGE_TEXT,
  type DataOf,
  FOCUS_LIMIT,
  PAGE_SIZE_DEFAULT,
  type queryFocusSchool,
} from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'
import { RANKING_BASIS_COLUMN } from './ranking-basis.js'
import { toSummary } from './schools.js'

const KIND = 'school'

/** The colleges a user follows (table user_focus, kind 'school'). */
export class SchoolFocus {
  readonly #has
  readonly #add
  readonly #remove
  readonly #count
  readonly #page
  readonly #total

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {
    this.#has = db.prepare('SELECT 1 FROM user_focus WHERE user_id = ? AND kind = ? AND target_id = ?').pluck()
    this.#add = db.prepare(
      'INSERT OR IGNORE INTO user_focus (user_id, kind, target_id, created_at) VALUES (?, ?, ?, ?)',
    )
    this.#remove = db.prepare('DELETE FROM user_focus WHERE user_id = ? AND kind = ? AND target_id = ?')
    this.#count = db.prepare('SELECT count(*) FROM user_focus WHERE user_id = ? AND kind = ?').pluck()
    // Follows of a college that a reseed removed are not listed (the join drops them).
    const where = `f.user_id = @userId AND f.kind = '${KIND}'
      AND (@ids IS NULL OR f.target_id IN (SELECT value FROM json_each(@ids)))`
    this.#total = db
      .prepare(`SELECT count(*) FROM user_focus f JOIN colleges c ON c.id = f.target_id WHERE ${where}`)
      .pluck()
    this.#page = db.prepare(`
      SELECT c.id, c.name, c.province, c.city, c.level, c.type, c.nature, c.authority,
             (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags,
             r.rank, r.type_rank, r.score, ${RANKING_BASIS_COLUMN}, f.created_at AS focusedAt
      FROM user_focus f
      JOIN colleges c ON c.id = f.target_id
      LEFT JOIN school_rankings r ON r.school_id = c.id
      WHERE ${where}
      ORDER BY f.created_at DESC, c.id
      LIMIT @limit OFFSET @offset`)
  }

  /** Sets (or, without `wanted`, toggles) the follow; refuses a new one beyond FOCUS_LIMIT. */
  set(userId: number, schoolId: number, wanted: boolean | undefined): boolean {
    return this.db.transaction(() => {
      const current = this.#has.get(userId, KIND, schoolId) !== undefined
      const next = wanted ?? !current
      if (next === current) return current
      if (!next) {
        this.#remove.run(userId, KIND, schoolId)
        return false
      }
      if ((this.#count.get(userId, KIND) as number) >= FOCUS_LIMIT) {
        throw ApiError.refuse(COLLEGE_REFUSAL_CODE.focusLimit, COLLEGE_TEXT.focusLimit(FOCUS_LIMIT))
      }
      this.#add.run(userId, KIND, schoolId, this.now())
      return true
    })()
  }

  list(userId: number, body: BodyOf<typeof queryFocusSchool>): DataOf<typeof queryFocusSchool> {
    const pageNum = body.pageNum ?? 1
    const pageSize = body.pageSize ?? PAGE_SIZE_DEFAULT
    const params = { userId, ids: body.schoolIds ? JSON.stringify(body.schoolIds) : null }
    const total = this.#total.get(params) as number
    const rows = this.#page.all({ ...params, limit: pageSize, offset: (pageNum - 1) * pageSize }) as (Parameters<
      typeof toSummary
    >[0] & { focusedAt: number })[]
    return { list: rows.map((row) => ({ ...toSummary(row), focusedAt: row.focusedAt })), total, pageNum, pageSize }
  }
}
