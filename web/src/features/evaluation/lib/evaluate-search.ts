import { positiveInt } from '../../../lib/search-params'

/**
 * /evaluate/$id's view in its URL, so a reload lands where the user was:
 * `step` is the question being answered (1-based), `report` a finished report.
 * Neither: the assessment's introduction.
 */
export interface EvaluateSearch {
  step?: number
  report?: number
}

export function validateEvaluateSearch(search: Record<string, unknown>): EvaluateSearch {
  const report = positiveInt(search.report, 0)
  if (report > 0) return { report }
  const step = positiveInt(search.step, 0, 1000)
  return step > 0 ? { step } : {}
}
