import { PLANNING_REFUSAL_CODE, PLANNING_TEXT } from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { candidateOf, type PlanningCandidate, type ProfileRow } from './candidate.js'
import { PlanningData, type TrackData } from './planning-data.js'
import { Wishes, type WishRow } from './wishes.js'

/** What every planning call needs: the engine's data, the tables, the candidate of a request. */
export class PlanningContext {
  readonly data: PlanningData
  readonly wishes: Wishes
  readonly #profile

  constructor(private readonly app: FastifyInstance) {
    this.data = new PlanningData(app.db)
    this.wishes = new Wishes(app.db, app.now)
    this.#profile = app.db.prepare('SELECT nick_name, phone, province, xk, score, wc FROM users WHERE id = ?')
  }

  /** The logged-in user as a candidate; refuses an incomplete profile. */
  candidate(userId: number | undefined): PlanningCandidate {
    return candidateOf(this.#profile.get(userId ?? 0) as ProfileRow | undefined, this.app.ranks)
  }

  /** The candidate's province and track, loaded into memory on first use. */
  track(candidate: PlanningCandidate): TrackData {
    const data = this.data.track(candidate.province, candidate.track)
    if (!data) throw ApiError.refuse(PLANNING_REFUSAL_CODE.profileIncomplete, PLANNING_TEXT.profileIncomplete)
    return data
  }

  /** The user's table, or a refusal. */
  wish(userId: number | undefined, wishId: number): WishRow {
    const wish = this.wishes.find(userId ?? 0, wishId)
    if (!wish) throw ApiError.refuse(PLANNING_REFUSAL_CODE.wishNotFound, PLANNING_TEXT.wishNotFound)
    return wish
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
