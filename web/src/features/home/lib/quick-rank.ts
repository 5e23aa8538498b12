import {
  type ExamMode,
  FIRST_CHOICE_SUBJECTS,
  isValidSubjectSet,
  joinXk,
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
}

/** The subject choices of an exam mode (spec §5): 3+3 six (浙江 seven); 3+1+2 one first, then two of four. */
export function subjectOptions(mode: ExamMode, province: string): { first: SubjectOption[]; rest: SubjectOption[] } {
  const opt = (codes: readonly string[]) => codes.map((c) => ({ value: c, label: subjectName(c) }))
  if (mode === '3+3') return { first: [], rest: opt(threePlusThreeOptions(province)) }
  return { first: opt(FIRST_CHOICE_SUBJECTS), rest: opt(SECOND_CHOICE_SUBJECTS) }
}

export function pickedSubjects(mode: ExamMode, values: QuickRankValues): string[] {
  return mode === '3+3' ? values.subjects : [...(values.first ? [values.first] : []), ...values.subjects]
}

/**
 * Checks the box in the order of spec §5 and answers the first problem with
 * its exact text, or the query to send: province (请选择省份), subjects
 * (请选择对应数量的科目), score (请输入分数, 请输入0-750之间的整数).
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
  return { query: { province, xk: joinXk(subjects), score: Number(values.score.trim()) } }
}
