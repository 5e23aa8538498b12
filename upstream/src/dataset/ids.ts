import type { College } from './schemas.js'

/**
 * Stable numeric ids, derived from what an entry is rather than from where
 * it sits in a file, so adding or reordering entries never renumbers others:
 * - a college: its explicit `id` when it has one, else the 院校代码, the last
 *   five digits of its 学校标识码 (北京大学 4111010001 -> 10001). Colleges
 *   whose code is not known carry an explicit id from 90001 up, outside the
 *   院校代码 range; once given, an id is kept, even when the code is learnt.
 * - a major: the digits of its catalogue code (080901 -> 80901, 520101K ->
 *   520101). Undergraduate codes start 01-14 and vocational ones 41-59, so
 *   the two catalogues cannot collide.
 * - jobs, articles and assessments: the explicit `id` of the entry (next free
 *   number for a new one); assessment questions: assessment id x 1000 +
 *   position, so questions are only ever appended.
 */
export function collegeId(college: College): number {
  if (college.id !== undefined) return college.id
  if (college.code !== '') return Number(college.code.slice(-5))
  throw new Error(`${college.name}: a college needs a 学校标识码 or an explicit id`)
}

export function majorId(code: string): number {
  return Number(code.replace(/\D/g, ''))
}

export function questionId(assessmentId: number, position: number): number {
  return assessmentId * 1000 + position
}
