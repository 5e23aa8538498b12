import { VALIDATION_TEXT } from '../texts.js'

export const SCORE_MIN = 0
export const SCORE_MAX = 750
/** The rank is looked up only once the score exceeds this (docs/spec-rules.md, Constants). */
export const RANK_LOOKUP_MIN_SCORE = 100

export function isValidScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= SCORE_MIN && (value as number) <= SCORE_MAX
}

/** Validates what a user typed: empty, then an integer 0-750. */
export function scoreError(input: string | number | undefined | null): string | undefined {
  const text = String(input ?? '').trim()
  if (text === '') return VALIDATION_TEXT.scoreRequired
  if (!/^\d+$/.test(text)) return VALIDATION_TEXT.scoreRange
  return isValidScore(Number(text)) ? undefined : VALIDATION_TEXT.scoreRange
}

export function shouldLookUpRank(score: number): boolean {
  return isValidScore(score) && score > RANK_LOOKUP_MIN_SCORE
}

/** The message for a valid score that gets no rank lookup, or undefined when it gets one. */
export function rankLookupError(score: number): string | undefined {
  return shouldLookUpRank(score) ? undefined : VALIDATION_TEXT.rankScoreTooLow(RANK_LOOKUP_MIN_SCORE)
}
