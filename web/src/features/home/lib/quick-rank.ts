import {
  canTickSubject,
  type ExamMode,
  FIRST_CHOICE_SUBJECTS,
  isValidSubjectSet,
  joinXk,
  rankLookupError,
  SECOND_CHOICE_SUBJECTS,
  scoreError,
  subjectName,
  threePlusThreeOptions,
  VALIDATION_TEXT,
} from '@gaokao/contracts'

/** What the home page's score-to-rank box holds. */
export interface QuickRankValues {
  province: string
  /** 3+3: the three picked; 3+1+2: the second choices. */
  subjects: string[]
  /** 3+1+2 only: 物 or 史. */
  first: string
  score: string
}

export interface SubjectOption {
  value: string
  label: string
  disabled?: boolean
}

/**
 * The subject choices of an exam mode (docs/spec-rules.md, Validation): 3+3 six (浙江 seven); 3+1+2
 * one first, then two of four. Once the ticked ones reach the count, the
 * others are closed, as the student form's rule has it (contracts canTickSubject).
 */
export function subjectOptions(
  mode: ExamMode,
  province: string,
  ticked: readonly string[] = [],
): { first: SubjectOption[]; rest: SubjectOption[] } {
  const opt = (codes: readonly string[]) => codes.map((c) => ({ value: c, label: subjectName(c) }))
  const closable = (codes: readonly string[]) =>
    opt(codes).map((o) => ({ ...o, disabled: !canTickSubject(mode, ticked, o.value) }))
  if (mode === '3+3') return { first: [], rest: closable(threePlusThreeOptions(province)) }
  return { first: opt(FIRST_CHOICE_SUBJECTS), rest: closable(SECOND_CHOICE_SUBJECTS) }
}

export function pickedSubjects(mode: ExamMode, values: QuickRankValues): string[] {
  return mode === '3+3' ? values.subjects : [...(values.first ? [values.first] : []), ...values.subjects]
}

/**
 * Checks the box in the order of docs/spec-rules.md, Validation, and answers the first problem with
 * its exact text, or the query to send: province (请选择省份), subjects
 * (请选择对应数量的科目), score (请输入分数, 请输入0-750之间的整数), then
 * the lookup floor: 100 and below are not ranked (docs/spec-rules.md, Constants), so no query.
 */
export function checkQuickRank(
  mode: ExamMode | undefined,
  values: QuickRankValues,
): { error: string } | { query: { province: string; xk: string; score: number } } {
  const province = values.province.trim()
  if (province === '' || mode === undefined) return { error: VALIDATION_TEXT.provinceRequired }
  const subjects = pickedSubjects(mode, values)
  if (!isValidSubjectSet(mode, province, subjects)) return { error: VALIDATION_TEXT.subjectCount }
  const problem = scoreError(values.score)
  if (problem) return { error: problem }
  const score = Number(values.score.trim())
  const tooLow = rankLookupError(score)
  if (tooLow) return { error: tooLow }
  return { query: { province, xk: joinXk(subjects), score } }
}

/** An answer of the box, tied to the values it was asked for. */
export interface Answered<T> {
  values: QuickRankValues
  outcome: T
}

/**
 * The answer to show for what the box holds now: only one asked for these
 * very values. Every edit makes a new values object, so a change of province,
 * subjects or score (or a profile filling the box) drops the old figure and its
 * link, and an answer arriving for values since edited is never shown.
 */
export function currentOutcome<T>(answered: Answered<T> | undefined, values: QuickRankValues): T | undefined {
  return answered !== undefined && answered.values === values ? answered.outcome : undefined
}
