import { VALIDATION_TEXT } from '../texts.js'

export type ExamMode = '3+3' | '3+1+2'
export const EXAM_MODES: readonly ExamMode[] = ['3+3', '3+1+2']

/** Subjects are stored as one character each (glossary). */
export const SUBJECTS = [
  { code: '物', name: '物理' },
  { code: '化', name: '化学' },
  { code: '生', name: '生物' },
  { code: '史', name: '历史' },
  { code: '政', name: '政治' },
  { code: '地', name: '地理' },
  { code: '技', name: '技术' },
] as const
export type SubjectCode = (typeof SUBJECTS)[number]['code']

export const FIRST_CHOICE_SUBJECTS: readonly SubjectCode[] = ['物', '史']
export const SECOND_CHOICE_SUBJECTS: readonly SubjectCode[] = ['化', '生', '政', '地']
const THREE_PLUS_THREE_SUBJECTS: readonly SubjectCode[] = ['物', '化', '生', '史', '政', '地']
/** 浙江 adds 技术 to the six (docs/spec-rules.md, Validation). */
const ZHEJIANG_SUBJECTS: readonly SubjectCode[] = [...THREE_PLUS_THREE_SUBJECTS, '技']
export const XK_SEPARATOR = '/'
/** 3+3 candidates pick three subjects; 3+1+2 candidates two second choices after their first (docs/spec-rules.md, Constants). */
const THREE_PLUS_THREE_PICKS = 3
const SECOND_CHOICE_PICKS = 2

export function subjectName(code: string): string {
  return SUBJECTS.find((s) => s.code === code)?.name ?? code
}

/** The subjects a 3+3 candidate picks three of. */
export function threePlusThreeOptions(province: string): readonly SubjectCode[] {
  return province === '浙江' ? ZHEJIANG_SUBJECTS : THREE_PLUS_THREE_SUBJECTS
}

export function joinXk(codes: readonly string[]): string {
  return codes.join(XK_SEPARATOR)
}

export function splitXk(xk: string | undefined | null): string[] {
  return (xk ?? '').split(XK_SEPARATOR).filter((s) => s !== '')
}

/** How many boxes the tick-several group of an exam mode takes: the 3+3 subjects, or 3+1+2's second choices. */
export function groupPickCount(mode: ExamMode): number {
  return mode === '3+3' ? THREE_PLUS_THREE_PICKS : SECOND_CHOICE_PICKS
}

/**
 * Whether a box of that group can still be ticked: a ticked one always (to
 * untick it), another only while the count is not reached, so a form cannot
 * hold a fourth 3+3 subject or a third second choice at all.
 */
export function canTickSubject(mode: ExamMode, ticked: readonly string[], code: string): boolean {
  return ticked.includes(code) || ticked.length < groupPickCount(mode)
}

/** True when the picked subjects form a valid combination for the exam mode. */
export function isValidSubjectSet(mode: ExamMode, province: string, picked: readonly string[]): boolean {
  if (new Set(picked).size !== picked.length) return false
  if (mode === '3+3') {
    const options = threePlusThreeOptions(province)
    return picked.length === THREE_PLUS_THREE_PICKS && picked.every((s) => options.includes(s as SubjectCode))
  }
  const first = picked.filter((s) => FIRST_CHOICE_SUBJECTS.includes(s as SubjectCode))
  const second = picked.filter((s) => SECOND_CHOICE_SUBJECTS.includes(s as SubjectCode))
  return picked.length === 1 + SECOND_CHOICE_PICKS && first.length === 1 && second.length === SECOND_CHOICE_PICKS
}

export function subjectsError(mode: ExamMode, province: string, picked: readonly string[]): string | undefined {
  return isValidSubjectSet(mode, province, picked) ? undefined : VALIDATION_TEXT.subjectCount
}

/** 理科 and 文科 are the traditional exam's tracks, found in the years before a province's first new-style exam (rules/exam-history.ts). */
export type Track = (typeof TRACK_ORDER)[number]

/**
 * Every track, in the order tracks are offered in: the one list the type, the schemas and the dictionary read.
 * It lives here, not with the college texts: route definitions every page loads read it, and it would bring
 * COLLEGE_TEXT along (docs/performance-budgets.md).
 */
export const TRACK_ORDER = ['物理类', '历史类', '综合', '理科', '文科'] as const

/** The score-rank table a combination is ranked in: 3+1+2 by the first choice, 3+3 as one pool. */
export function trackOf(mode: ExamMode, xk: string): Track {
  return trackOfCodes(mode, splitXk(xk))
}

/** trackOf for subjects already split: reads the first code only. */
function trackOfCodes(mode: ExamMode, codes: readonly string[]): Track {
  if (mode === '3+3') return '综合'
  return codes[0] === '史' ? '历史类' : '物理类'
}

/** The subjects with 物 or 史 put first, whatever order a client or a stored profile has them in. */
export function firstChoiceFirst(codes: readonly string[]): string[] {
  const isFirstChoice = (s: string) => FIRST_CHOICE_SUBJECTS.includes(s as SubjectCode)
  return [...codes.filter(isFirstChoice), ...codes.filter((s) => !isFirstChoice(s))]
}

/**
 * A combination in one order whatever order it came in: the first choice first (3+1+2), then the
 * subjects' own order (物 化 生 史 政 地 技), joined; the upstream's answers and the web's links write it so.
 */
export function canonicalXk(codes: readonly string[]): string {
  const order = (c: string) =>
    (FIRST_CHOICE_SUBJECTS.includes(c as SubjectCode) ? 0 : 10) + SUBJECTS.findIndex((s) => s.code === c)
  return joinXk([...codes].sort((a, b) => order(a) - order(b)))
}

/** A candidate's track from their subjects in any order (a profile's, a request's), split once by the caller. */
export function candidateTrackOf(mode: ExamMode, codes: readonly string[]): Track {
  return trackOfCodes(mode, firstChoiceFirst(codes))
}

/**
 * An existing user's subjects split into first and second choice (docs/spec-rules.md, States):
 * only in 3+1+2 and only when the first stored subject is 物理 or 历史.
 */
export function splitFirstChoice(
  mode: ExamMode,
  xk: string,
): { first: SubjectCode[]; second: SubjectCode[] } | undefined {
  const codes = splitXk(xk) as SubjectCode[]
  const [head, ...rest] = codes
  if (mode !== '3+1+2' || head === undefined || !FIRST_CHOICE_SUBJECTS.includes(head)) return undefined
  return { first: [head], second: rest }
}
