import { PLANNING_REFUSAL_CODE, PLANNING_TEXT } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { candidateOf, type PlanningCandidate, type ProfileRow } from './candidate.js'
import { PlanningData, type TrackData } from './planning-data.js'
import { Wishes, type WishRow } from './wishes.js'

/**
 * What every planning call needs: the engine's data (reference tables, in
 * SQLite), the tables and the candidate's profile (user store), the candidate
 * of a request.
 */
export class PlanningContext {
  readonly data: PlanningData
  readonly wishes: Wishes

  constructor(private readonly app: FastifyInstance) {
    this.data = new PlanningData(app.db)
    this.wishes = new Wishes(app.userDb, app.userDialect, app.now)
  }

  /** The logged-in user as a candidate; refuses an incomplete profile. */
  async candidate(userId: number | undefined): Promise<PlanningCandidate> {
    const profile: ProfileRow | undefined = await this.app.userDb
      .selectFrom('users')
      .select(['nick_name', 'phone', 'province', 'xk', 'score', 'wc'])
      .where('id', '=', userId ?? 0)
      .executeTakeFirst()
    return candidateOf(profile, this.app.ranks)
  }

  /** The candidate's province and track, loaded into memory on first use. */
  track(candidate: PlanningCandidate): TrackData {
    const data = this.data.track(candidate.province, candidate.track)
    if (!data) throw ApiError.refuse(PLANNING_REFUSAL_CODE.profileIncomplete, PLANNING_TEXT.profileIncomplete)
    return data
  }

  /** The user's table, or a refusal. */
  async wish(userId: number | undefined, wishId: number, wishes = this.wishes): Promise<WishRow> {
    const wish = await wishes.find(userId ?? 0, wishId)
    if (!wish) throw ApiError.refuse(PLANNING_REFUSAL_CODE.wishNotFound, PLANNING_TEXT.wishNotFound)
    return wish
  }

  /**
   * Runs `edit` with the user locked (Wishes.locked) on the table read again
   * inside the lock: a table deleted meanwhile is refused as not found, and
   * the edit's checks see every write committed before it.
   */
  editWish<T>(wish: WishRow, edit: (wishes: Wishes, wish: WishRow) => Promise<T>): Promise<T> {
    return this.wishes.locked(wish.user_id, async (wishes) =>
      edit(wishes, await this.wish(wish.user_id, wish.id, wishes)),
    )
  }

  /** A table the candidate may edit and see with chances: it must be of their current province and track. */
  editable(wish: WishRow, candidate: PlanningCandidate): void {
    if (wish.province !== candidate.province || wish.track !== candidate.track) {
      throw ApiError.refuse(
        PLANNING_REFUSAL_CODE.provinceChanged,
        PLANNING_TEXT.provinceChanged(wish.province, wish.track),
      )
    }
  }

  capacity(province: string): number {
    return this.data.rule(province)?.volunteers ?? 0
  }
}

export function refuse(code: keyof typeof PLANNING_REFUSAL_CODE, message: string): ApiError {
  return ApiError.refuse(PLANNING_REFUSAL_CODE[code], message)
}
