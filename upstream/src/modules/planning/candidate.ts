import {
  candidateTrackOf,
  maskPhone,
  PLANNING_REFUSAL_CODE,
  PLANNING_TEXT,
  splitXk,
  type Track,
} from '@gaokao/contracts'
import { ApiError } from '../../lib/api-error.js'
import type { RankLookup } from '../rank/rank-lookup.js'
import { subjectSet } from './subject-match.js'

/** The candidate the planner plans for: the logged-in user's profile. */
export interface PlanningCandidate {
  readonly name: string
  readonly province: string
  readonly track: Track
  readonly xk: string
  readonly subjects: ReadonlySet<string>
  readonly score: number
  /** Rank in the newest 一分一段表 of the province and track. */
  readonly rank: number
}

export interface ProfileRow {
  nick_name: string
  phone: string
  province: string
  xk: string
  score: number | null
  wc: number | null
}

/**
 * The candidate from a profile: the rank is looked up again in the newest
 * table (so it is on the scale of every prediction), the stored one only
 * when the table has no row for the score. Refuses an incomplete profile.
 */
export function candidateOf(profile: ProfileRow | undefined, ranks: RankLookup): PlanningCandidate {
  const mode = profile ? ranks.modeOf(profile.province) : undefined
  if (!profile || !mode || profile.xk === '' || profile.score === null) {
    throw ApiError.refuse(PLANNING_REFUSAL_CODE.profileIncomplete, PLANNING_TEXT.profileIncomplete)
  }
  const track = candidateTrackOf(mode, splitXk(profile.xk))
  const rank = ranks.rank(profile.province, track, profile.score) ?? profile.wc
  // The profile is complete: the table has no row for the score (below its floor, an unreadable row).
  if (rank === null || rank === undefined) {
    throw ApiError.refuse(PLANNING_REFUSAL_CODE.rankMissing, PLANNING_TEXT.rankMissing(profile.province, profile.score))
  }
  return {
    name: profile.nick_name || maskPhone(profile.phone),
    province: profile.province,
    track,
    xk: profile.xk,
    subjects: subjectSet(profile.xk),
    score: profile.score,
    rank,
  }
}
