import {
  type BodyOf,
  type ExamMode,
  isValidScore,
  isValidSubjectSet,
  joinXk,
  type saveUserInfo,
  shouldLookUpRank,
  splitFirstChoice,
  splitXk,
} from '@gaokao/contracts'
import type { ProfileView } from '../../../stores/user'

/** The student form's values (docs/spec-rules.md, Entities: student form), as the inputs hold them. */
export interface StudentFormValues {
  nickName?: string
  sex?: string
  nation?: string
  nationName?: string
  language?: string
  freshGraduate?: string
  localArea?: string[]
  province?: string
  gkYear?: number
  /** 3+3: three of six (seven in 浙江). */
  subjectList?: string[]
  /** 3+1+2: one of 物理/历史. */
  firstSubject?: string
  /** 3+1+2: two of 化学/生物/政治/地理. */
  secondSubjectList?: string[]
  score?: string
  wc?: number | null
}

export const HAN = '汉族'
export const OTHER_NATION = '其他'

/** The profile as the form starts: 3+1+2 subjects split into first and second choice (docs/spec-rules.md, States). */
export function initialValues(profile: ProfileView, mode: ExamMode | undefined): StudentFormValues {
  const split = mode ? splitFirstChoice(mode, profile.xk) : undefined
  const isHan = profile.nation === '' || profile.nation === HAN
  return {
    nickName: profile.nickName || undefined,
    sex: profile.sex || undefined,
    nation: profile.nation === '' ? undefined : isHan ? HAN : OTHER_NATION,
    nationName: isHan ? undefined : profile.nation,
    language: profile.language || undefined,
    freshGraduate: profile.freshGraduate || undefined,
    localArea: profile.localArea.length > 0 ? [...profile.localArea] : undefined,
    province: profile.province || undefined,
    gkYear: profile.gkYear ?? undefined,
    subjectList: mode === '3+3' ? splitXk(profile.xk) : undefined,
    firstSubject: split?.first[0],
    secondSubjectList: split?.second,
    score: profile.score === null ? undefined : String(profile.score),
    wc: profile.wc,
  }
}

export function pickedSubjects(mode: ExamMode | undefined, values: StudentFormValues): string[] {
  if (mode === '3+3') return values.subjectList ?? []
  return [...(values.firstSubject ? [values.firstSubject] : []), ...(values.secondSubjectList ?? [])]
}

/** The rank can be asked for once the province, a full set of subjects and a score above 100 are there (docs/spec-rules.md, States). */
export function rankQuery(
  mode: ExamMode | undefined,
  values: StudentFormValues,
): { score: number; province: string; xk: string } | undefined {
  const province = values.province
  const score = Number(values.score)
  const subjects = pickedSubjects(mode, values)
  if (!mode || !province || !isValidScore(score) || !shouldLookUpRank(score)) return undefined
  if (!/^\d+$/.test((values.score ?? '').trim())) return undefined
  if (!isValidSubjectSet(mode, province, subjects)) return undefined
  return { score, province, xk: joinXk(subjects) }
}

/**
 * What a change clears (docs/spec-rules.md, States): a new province clears the subjects, score
 * and rank; a new first choice clears score and rank; any edit of the score
 * or the subjects clears the rank until it is looked up again.
 */
export function clearedBy(field: keyof StudentFormValues): Partial<StudentFormValues> {
  switch (field) {
    case 'province':
      return { subjectList: [], firstSubject: undefined, secondSubjectList: [], score: undefined, wc: null }
    case 'firstSubject':
      return { score: undefined, wc: null }
    case 'score':
    case 'subjectList':
    case 'secondSubjectList':
      return { wc: null }
    default:
      return {}
  }
}

/** Province and year are fixed once a student saved a score and a province (docs/spec-rules.md, States and Roles). */
export function isProvinceLocked(profile: ProfileView): boolean {
  return profile.sf === '1' && profile.score !== null && profile.province !== ''
}

export function toSaveBody(mode: ExamMode, values: StudentFormValues, rank: number): BodyOf<typeof saveUserInfo> {
  const nation = values.nation === OTHER_NATION ? (values.nationName ?? '').trim() : HAN
  return {
    nickName: (values.nickName ?? '').trim(),
    sex: values.sex as '男' | '女',
    nation,
    language: values.language ?? '',
    freshGraduate: values.freshGraduate as '1' | '0',
    localArea: values.localArea ?? [],
    province: values.province ?? '',
    gkYear: values.gkYear ?? 0,
    score: Number(values.score),
    wc: rank,
    xk: joinXk(pickedSubjects(mode, values)),
    uType: '0',
  }
}
