import { type ExamMode, trackOf } from '@gaokao/contracts'
import type { CompareBody } from '../api/school-compare'

/**
 * The call for the compared ids in the student's province and track: their
 * own track when their subjects are known, else the upstream picks the
 * province's usual one. Without a province, facts only.
 */
export function compareBody(
  ids: readonly number[],
  province: string,
  mode: ExamMode | undefined,
  xk: string,
): CompareBody {
  if (!province) return { ids: [...ids] }
  return mode && xk ? { ids: [...ids], province, track: trackOf(mode, xk) } : { ids: [...ids], province }
}
