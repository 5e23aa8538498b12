import type { Static } from 'typebox/type'
import * as Type from 'typebox/type'

/**
 * A volunteer table judged as a whole (docs/table-risk.md): the chance of
 * being admitted by some line under 平行志愿, the 滑档 risk, whether there
 * are enough 保 lines, lines placed where they are wasted, and the lines
 * that do not count (选科不符, duplicates, no plan or no history).
 * Part of the table's detail and of the one-click result; the exports print it.
 */

const Probability = Type.Number({ minimum: 0, maximum: 1 })

/** Why a line is left out of the table's chance (its P counts as 0). */
export const TableRiskExclusionSchema = Type.Union([
  Type.Literal('subject'),
  Type.Literal('duplicate'),
  Type.Literal('missing'),
  Type.Literal('noHistory'),
  /** A special admission type (艺术类, 军队院校 ...; docs/admission-types.md): not drawn with ordinary lines. */
  Type.Literal('special'),
])
export type TableRiskExclusion = Static<typeof TableRiskExclusionSchema>

export const TableRiskLine = Type.Object({
  lineId: Type.Integer(),
  position: Type.Integer(),
  /** The P the table counts: the line's chance, 0 when excluded. */
  probability: Probability,
  /** The chance that this line is the one that admits (the first in order that does). */
  admitShare: Probability,
  /** null when the line counts. */
  excluded: Type.Union([TableRiskExclusionSchema, Type.Null()]),
  /** Why it is excluded, in Chinese; '' when it counts. */
  reason: Type.String(),
})
export type TableRiskLine = Static<typeof TableRiskLine>

/** A line placed below an easier one, so rarely reached. */
export const TableRiskOrder = Type.Object({
  lineId: Type.Integer(),
  position: Type.Integer(),
  /** The easier line above it (the first such). */
  aboveLineId: Type.Integer(),
  abovePosition: Type.Integer(),
  text: Type.String(),
})
export type TableRiskOrder = Static<typeof TableRiskOrder>

export const TableRisk = Type.Object({
  /** P(admitted by some line), the lines' chances sharing one uncertainty. */
  admitted: Probability,
  /** 滑档 risk: 1 - admitted. */
  slideRisk: Probability,
  /** The optimistic bound, lines independent: 1 - Π(1 - P_i). */
  admittedIfIndependent: Probability,
  level: Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')]),
  /** Bands of the counted lines only; excluded lines are in none. */
  counts: Type.Object({ 冲: Type.Integer(), 稳: Type.Integer(), 保: Type.Integer(), none: Type.Integer() }),
  safeCount: Type.Integer(),
  safeNeeded: Type.Integer(),
  enoughSafe: Type.Boolean(),
  /** The position by which the candidate is admitted with probability 1/2; null when admitted < 1/2. */
  medianLine: Type.Union([Type.Integer(), Type.Null()]),
  lines: Type.Array(TableRiskLine),
  outOfOrder: Type.Array(TableRiskOrder),
  /** Short Chinese sentences, the most serious first, for the page and the exports. */
  notes: Type.Array(Type.String()),
})
export type TableRisk = Static<typeof TableRisk>
