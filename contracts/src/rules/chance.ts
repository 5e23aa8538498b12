/**
 * The constants of the admission-chance model (docs/chance-model.md) that
 * the upstream computes with and the web explains: band cut-offs, the
 * weights of past years, the one-click filling splits.
 */

export const BANDS = ['冲', '稳', '保'] as const
export type Band = (typeof BANDS)[number]

/** P at or above which an option is 保 / 稳 / 冲; below the 冲 floor it is dropped. */
export const BAND_FLOOR = { 保: 0.85, 稳: 0.5, 冲: 0.1 } as const satisfies Record<Band, number>

/** The band of a probability, or undefined below the 冲 floor. */
export function bandOf(probability: number): Band | undefined {
  if (probability >= BAND_FLOOR.保) return '保'
  if (probability >= BAND_FLOOR.稳) return '稳'
  if (probability >= BAND_FLOOR.冲) return '冲'
  return undefined
}

/** Weights of past years, newest first, renormalised over the years present. */
export const YEAR_WEIGHTS = [0.5, 0.3, 0.2] as const

/** An option this much easier than needed (R' > 4c and P > 0.999) is not worth a line. */
export const TOO_EASY_RATIO = 4
export const TOO_EASY_PROBABILITY = 0.999

/** A 冲/稳/保 split of a table, in percent of its volunteers (they add up to 100). */
export interface FillSplit {
  reach: number
  match: number
  safe: number
}

export const FILL_SPLITS = {
  default: { reach: 25, match: 50, safe: 25 },
  bold: { reach: 35, match: 45, safe: 20 },
  careful: { reach: 15, match: 55, safe: 30 },
} as const satisfies Record<string, FillSplit>
export type FillSplitPreset = keyof typeof FILL_SPLITS

/** 1 专业优先, 2 院校优先, 3 均衡 (docs/spec-rules.md, Entities). */
export type Priority = 1 | 2 | 3

/** In 专业+院校 provinces one-click filling puts at most this many majors of one school in a table. */
export const MAX_LINES_PER_SCHOOL = 6
/** Elsewhere (院校专业组, 院校) at most this many groups of one school: a table spread over schools (docs/ai-fill.md). */
export const MAX_GROUPS_PER_SCHOOL = 3

/**
 * One-click filling takes no 保 line whose predicted minimum rank is beyond
 * this multiple of the candidate's rank while enough lie within it: past it
 * the chance hardly grows while the score is wasted (docs/ai-fill.md, "保 lines").
 */
export const SAFE_RANK_RATIO = 1.5

/**
 * Majors fall into this many popularity tiers within their level, by how
 * many schools run them; one-click filling names no major of the lowest
 * tier unless the student's assessment points to it (docs/ai-fill.md).
 */
export const POPULARITY_TIERS = 4

/** A user keeps at most this many volunteer tables (self-filled and one-click together). */
export const WISH_LIST_LIMIT = 20

/** Converts 小数视力 (0.8 ... 1.5) to 五分制 (4.0 ... 5.3): L = 5 + lg V, to one decimal. */
export function decimalToFivePoint(decimal: number): number {
  return Math.round((5 + Math.log10(decimal)) * 10) / 10
}
