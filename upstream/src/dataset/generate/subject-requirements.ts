import { type ExamMode, requiredSubjectCodes, type SubjectCode, type Track } from '@gaokao/contracts'
import type { Random } from './prng.js'

/**
 * 选科要求: the subjects a candidate must have taken to apply for a major.
 * Modelled on the 2024 national guidance: science, engineering, agriculture
 * and medicine mostly need 物理+化学; history needs 历史; most humanities,
 * economics and the arts are open (不限); vocational majors are mostly open.
 */
export type GuidanceRequirement = '物理+化学' | '物理' | '历史' | '思想政治' | '不限'

/**
 * A school with published groups keeps their requirement (物理+化学+生物, 地理,
 * 思想政治+历史: dataset/real/group-majors.ts), written in the same vocabulary
 * (contracts rules/subject-requirement.ts), so any such text is one too.
 */
export type SubjectRequirement = GuidanceRequirement | (string & {})

export const REQUIREMENT_SUBJECTS: Readonly<Record<GuidanceRequirement, readonly SubjectCode[]>> = {
  '物理+化学': ['物', '化'],
  物理: ['物'],
  历史: ['史'],
  思想政治: ['政'],
  不限: [],
}

interface MajorLike {
  readonly code: string
  readonly level: '本科' | '专科'
  readonly category: string
  readonly classCode: string
}

/** 专业类 whose requirement differs from their 门类's default. */
const CLASS_REQUIREMENT: Readonly<Record<string, GuidanceRequirement>> = {
  '0701': '物理', // 数学类
  '0705': '物理', // 地理科学类
  '0711': '不限', // 心理学类
  '0712': '物理', // 统计学类
  '0828': '物理', // 建筑类
  '1201': '物理', // 管理科学与工程类
  '1207': '物理', // 工业工程类
  '0305': '思想政治', // 马克思主义理论类
  '0306': '不限', // 公安学类
}

const CATEGORY_REQUIREMENT: Readonly<Record<string, GuidanceRequirement>> = {
  理学: '物理+化学',
  工学: '物理+化学',
  农学: '物理+化学',
  医学: '物理+化学',
  交叉学科: '物理+化学',
  历史学: '历史',
}

/** Controlled vocational majors (临床医学, 口腔医学...) follow the undergraduate medical rule. */
const VOCATIONAL_MEDICINE_CLASSES = new Set(['5201'])

export function defaultRequirement(major: MajorLike): GuidanceRequirement {
  if (major.level === '专科') return VOCATIONAL_MEDICINE_CLASSES.has(major.classCode) ? '物理+化学' : '不限'
  return CLASS_REQUIREMENT[major.classCode] ?? CATEGORY_REQUIREMENT[major.category] ?? '不限'
}

/** A school may ask for less than the guidance: about one in ten asks only 物理 where 物理+化学 is usual. */
export function schoolRequirement(major: MajorLike, random: Random): GuidanceRequirement {
  const usual = defaultRequirement(major)
  return usual === '物理+化学' && random.uniform() < 0.1 ? '物理' : usual
}

/** The tracks whose candidates may apply: in 3+1+2 the first choice decides, in 3+3 there is one pool. */
export function tracksFor(requirement: SubjectRequirement, mode: ExamMode): readonly Track[] {
  if (mode === '3+3') return ['综合']
  const subjects = requiredSubjectCodes(requirement)
  if (subjects.includes('物')) return ['物理类']
  if (subjects.includes('史')) return ['历史类']
  return ['物理类', '历史类']
}
