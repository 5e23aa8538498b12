import {
  canonicalXk,
  DEFAULT_XK,
  type ExamMode,
  FIRST_CHOICE_SUBJECTS,
  isValidSubjectSet,
  SECOND_CHOICE_SUBJECTS,
  SUBJECTS,
  type SubjectCode,
  splitXk,
  threePlusThreeOptions,
} from '@gaokao/contracts'

/** How many combinations the page compares side by side. */
export const COMPARE_LIMIT = 3

/** One order for a combination, written once in the contracts: the upstream answers in it too. */
export { canonicalXk }

/** The combination as the page shows it: 物理 化学 生物 -> 物化生. */
export function xkLabel(xk: string): string {
  return splitXk(xk).join('')
}

/** A combination for the province's mode, or undefined when it is not one (wrong count, subject or split). */
export function validXk(value: string | undefined, mode: ExamMode, province: string): string | undefined {
  if (!value) return undefined
  const codes = splitXk(value)
  return isValidSubjectSet(mode, province, codes) ? canonicalXk(codes) : undefined
}

/** The combination to start from: the user's own when it fits the mode, else the commonest science one. */
export function defaultXk(mode: ExamMode, province: string, userXk: string): string {
  return validXk(userXk, mode, province) ?? DEFAULT_XK
}

/** The subjects a picker offers in a mode, in groups. */
export function subjectGroups(mode: ExamMode, province: string) {
  const named = (codes: readonly SubjectCode[]) =>
    codes.map((code) => ({ value: code, label: SUBJECTS.find((s) => s.code === code)?.name ?? code }))
  if (mode === '3+3') return { first: [], second: named(threePlusThreeOptions(province)) }
  return { first: named(FIRST_CHOICE_SUBJECTS), second: named(SECOND_CHOICE_SUBJECTS) }
}

/** The combinations of the `cmp` search param: valid for the mode, distinct, at most COMPARE_LIMIT. */
export function parseCompare(value: string | undefined, mode: ExamMode, province: string): string[] {
  const out: string[] = []
  for (const part of (value ?? '').split(',')) {
    const xk = validXk(part, mode, province)
    if (xk && !out.includes(xk) && out.length < COMPARE_LIMIT) out.push(xk)
  }
  return out
}

export function joinCompare(list: readonly string[]): string | undefined {
  return list.length === 0 ? undefined : list.join(',')
}
