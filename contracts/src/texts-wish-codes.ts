import { COMMON_TEXT } from './texts-common.js'

/**
 * The codes a family copies into the province's filling system, and the
 * volunteer table laid out as the provincial form (docs/wish-exports.md).
 * The school code we have is the MOE 学校标识码, not the province's own
 * 院校代码, so it is labelled as what it is.
 */

/** Shown where a code is not known. */
const NO_CODE = '—'
/** A group's code: the codes line and the form's column. */
const GROUP_CODE = '专业组代码'

const orNone = (code: string) => (code === '' ? NO_CODE : code)

export const WISH_CODE_TEXT = {
  schoolCode: COMMON_TEXT.schoolCode,
  groupCode: GROUP_CODE,
  majorCode: COMMON_TEXT.majorCode,
  noCode: NO_CODE,
  orNone,
  /** The codes line of an option or a table line: 学校标识码 4132010295 · 专业组代码 03. */
  codesLine: (schoolCode: string, groupCode: string, majorCode?: string) =>
    [
      `${COMMON_TEXT.schoolCode} ${orNone(schoolCode)}`,
      groupCode === '' ? undefined : `${GROUP_CODE} ${groupCode}`,
      majorCode === undefined ? undefined : `${COMMON_TEXT.majorCode} ${orNone(majorCode)}`,
    ]
      .filter(Boolean)
      .join(' · '),
  /** A major with its code: 080901 计算机科学与技术. */
  major: (code: string, name: string) => (code === '' ? name : `${code} ${name}`),
} as const

/** The form in the exports: one row per 志愿, as the province's form has it. */
export const WISH_FORM_TEXT = {
  columns: {
    position: '序号',
    school: '学校标识码与院校名称',
    schoolCode: COMMON_TEXT.schoolCode,
    schoolName: '院校名称',
    group: COMMON_TEXT.group,
    groupCode: GROUP_CODE,
    major: (slot: number) => `专业${slot}`,
    majorCode: (slot: number) => `专业${slot}代码`,
    majorName: (slot: number) => `专业${slot}名称`,
    adjust: '是否服从调剂',
    chance: '冲稳保 / 录取概率',
  },
  /** 服从调剂 is a choice of group and school lines; a 专业+院校 line names one major and has none. */
  adjust: { yes: '是', no: '否', none: '不涉及' },
  /** A major slot past the sixth, on a continuation row. */
  slot: (slot: number, text: string) => `${slot}. ${text}`,
  notCounted: (reason: string) => `不计入：${reason}`,
  warningsTitle: '提示',
  warningLine: (position: number, texts: readonly string[]) => `第 ${position} 条：${texts.join('；')}`,
  codesNote:
    '学校标识码为教育部全国高等学校名单中的 10 位代码，不是本省的院校代码；专业代码为国家专业目录中的代码。' +
    '填报时请以本省招生计划公布的院校代码、专业组代码和专业代号为准。',
} as const
