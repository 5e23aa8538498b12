import { WISH_FORM_TEXT, type WishDetail, type WishLine } from '@gaokao/contracts'

/**
 * A volunteer table as the province's form has it (docs/wish-exports.md):
 * one row per 志愿 with its codes, so the Excel sheet and the PDF print the
 * same rows and a family can copy them into the filling system.
 */
export interface FormMajor {
  /** 专业代码 of the national catalogue; '' where unknown. */
  readonly code: string
  readonly name: string
}

export interface FormRow {
  readonly line: WishLine
  readonly position: number
  /** The MOE 学校标识码; '' where unknown. */
  readonly schoolCode: string
  readonly schoolName: string
  /** '' outside group provinces. */
  readonly groupCode: string
  readonly majors: readonly FormMajor[]
  /** 是 / 否, or 不涉及 for a 专业+院校 line. */
  readonly adjust: string
  /** Why the whole-table judgement leaves the line out; '' when it counts. */
  readonly notCounted: string
}

/** Major slots per printed row of the PDF; a province with more majors per volunteer continues on the next row. */
export const SLOTS_PER_ROW = 6

/**
 * The form's major slots: the province's majors per volunteer, one in a
 * 专业+院校 province (a line is one major); never fewer than a line holds,
 * so no chosen major is left off.
 */
export function majorSlots(detail: WishDetail): number {
  const perVolunteer = detail.candidate.mode === '专业+院校' ? 1 : detail.candidate.majorsPerVolunteer
  return Math.max(1, perVolunteer, ...detail.lines.map((l) => formMajors(l).length))
}

/** A group or school line lists its chosen majors; a 专业+院校 line is its one major. */
export function formMajors(line: WishLine): FormMajor[] {
  if (line.majors.length > 0) return line.majors.map((m) => ({ code: m.code, name: m.name }))
  return line.major ? [{ code: line.major.code, name: line.major.name }] : []
}

export function formRows(detail: WishDetail): FormRow[] {
  const A = WISH_FORM_TEXT.adjust
  const adjust = detail.candidate.mode === '专业+院校' ? A.none : detail.wish.acceptAdjust ? A.yes : A.no
  const risk = new Map(detail.risk.lines.map((r) => [r.lineId, r]))
  return detail.lines.map((line) => {
    const judged = risk.get(line.id)
    return {
      line,
      position: line.position,
      schoolCode: line.school.code,
      schoolName: line.school.name,
      groupCode: line.groupCode,
      majors: formMajors(line),
      adjust,
      notCounted: judged && judged.excluded !== null ? judged.reason : '',
    }
  })
}
