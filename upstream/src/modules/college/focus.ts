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
import type { UserDb, UserDialect } from '../../db/user-db/open-user-db.js'
import { ApiError } from '../../lib/api-error.js'
import type { Clock } from '../../lib/clock.js'
import { followsOf, setFollow } from '../focus/follows.js'
import { RANKING_BASIS_COLUMN } from './ranking-basis.js'
import { toSummary } from './schools.js'

type Row = Parameters<typeof toSummary>[0]

/**
 * The colleges a user follows: the follows are user state (table user_focus,
 * kind 'school', in the user store), the colleges reference data (SQLite), so
 * a list is two reads joined here (docs/user-store.md).
 */
export class SchoolFocus {
  readonly #existing
  readonly #rows

  constructor(
    db: Db,
    private readonly userDb: UserDb,
    private readonly dialect: UserDialect,
    private readonly now: Clock,
  ) {
    // @ids is a JSON array in follow order; its key keeps that order.
    this.#existing = db
      .prepare('SELECT c.id FROM json_each(?) j JOIN colleges c ON c.id = j.value ORDER BY j.key')
      .pluck()
    this.#rows = db.prepare(`
      SELECT c.id, c.name, c.province, c.city, c.level, c.type, c.nature, c.authority,
             (SELECT group_concat(t.tag) FROM college_tags t WHERE t.college_id = c.id) AS tags,
             r.rank, r.type_rank, r.score, ${RANKING_BASIS_COLUMN}
      FROM json_each(?) j
      JOIN colleges c ON c.id = j.value
      LEFT JOIN school_rankings r ON r.school_id = c.id
      ORDER BY j.key`)
  }

  /** Sets (or, without `wanted`, toggles) the follow; refuses a new one beyond FOCUS_LIMIT. */
  set(userId: number, schoolId: number, wanted: boolean | undefined): Promise<boolean> {
    const change = { userId, kind: 'school', targetId: schoolId, wanted, now: this.now() } as const
    return setFollow(this.userDb, this.dialect, change, FOCUS_LIMIT, () =>
      ApiError.refuse(COLLEGE_REFUSAL_CODE.focusLimit, COLLEGE_TEXT.focusLimit(FOCUS_LIMIT)),
    )
  }

  async list(userId: number, body: BodyOf<typeof queryFocusSchool>): Promise<DataOf<typeof queryFocusSchool>> {
    const pageNum = body.pageNum ?? 1
    const pageSize = body.pageSize ?? PAGE_SIZE_DEFAULT
    const wanted = body.schoolIds ? new Set(body.schoolIds) : undefined
    const follows = (await followsOf(this.userDb, userId, 'school')).filter((f) => !wanted || wanted.has(f.targetId))
    // Follows of a college that a reseed removed are not listed, nor counted.
    const listed = this.#existing.all(JSON.stringify(follows.map((f) => f.targetId))) as number[]
    const page = listed.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    const rows = this.#rows.all(JSON.stringify(page)) as Row[]
    const focusedAt = new Map(follows.map((f) => [f.targetId, f.createdAt]))
    const list = rows.map((row) => ({ ...toSummary(row), focusedAt: focusedAt.get(row.id) ?? 0 }))
    return { list, total: listed.length, pageNum, pageSize }
  }
}
