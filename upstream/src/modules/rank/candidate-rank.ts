import { candidateTrackOf, REFUSAL_CODE, splitXk, subjectsError, VALIDATION_TEXT } from '@gaokao/contracts'
import { ApiError } from '../../lib/api-error.js'
import { noRankText } from './no-rank.js'
import type { RankLookup } from './rank-lookup.js'

/**
 * A candidate's rank from the latest 一分一段表 of their province and the
 * track their subjects imply. Refuses with the texts of docs/spec-rules.md, Validation: an unknown
 * province, a wrong subject set, a score nobody reached.
 */
export function candidateRank(ranks: RankLookup, province: string, xk: string, score: number): number {
  const name = province.trim()
  const mode = ranks.modeOf(name)
  if (!mode) throw ApiError.badRequest(VALIDATION_TEXT.provinceRequired)
  const subjects = splitXk(xk.trim())
  const wrongSubjects = subjectsError(mode, name, subjects)
  if (wrongSubjects) throw ApiError.badRequest(wrongSubjects)
  const found = ranks.lookup(name, candidateTrackOf(mode, subjects), score)
  if (found.kind === 'rank') return found.rank
  throw ApiError.refuse(REFUSAL_CODE.rankNotFound, noRankText(found, score))
}
