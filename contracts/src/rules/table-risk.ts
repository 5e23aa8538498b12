/**
 * The rules that judge a volunteer table as a whole (docs/table-risk.md):
 * how much the lines' chances move together, when a line's place in the
 * order wastes it, how many 保 lines a table needs and how a 滑档 risk is
 * graded. The upstream computes with them; the web and the exports explain.
 */

/**
 * How strongly two lines' chances move together: the correlation of their
 * standardised cut-off errors. 0 would treat lines as independent (the
 * optimistic bound), 1 as one event (the table is then worth its best line).
 */
export const TABLE_RISK_CORRELATION = 0.5

/**
 * A line is out of order when a line above it is in an easier band and at
 * least this much likelier: under 平行志愿 the easier line admits first,
 * so the harder one below it is rarely reached.
 */
export const ORDER_GAP = 0.2

/** A table needs this share of its volunteers as 保 lines, and never fewer than SAFE_MIN_LINES. */
export const SAFE_SHARE = 0.2
export const SAFE_MIN_LINES = 2

/** 保 lines a table of `capacity` volunteers needs. */
export function safeLinesNeeded(capacity: number): number {
  return Math.max(SAFE_MIN_LINES, Math.ceil(SAFE_SHARE * capacity))
}

export const SLIDE_RISK_LEVELS = ['low', 'medium', 'high'] as const
export type SlideRiskLevel = (typeof SLIDE_RISK_LEVELS)[number]

/** 滑档 risk below `low` is low, below `medium` medium, else high. */
export const SLIDE_RISK_FLOOR = { low: 0.02, medium: 0.1 } as const

export function slideRiskLevel(risk: number): SlideRiskLevel {
  if (risk < SLIDE_RISK_FLOOR.low) return 'low'
  if (risk < SLIDE_RISK_FLOOR.medium) return 'medium'
  return 'high'
}
