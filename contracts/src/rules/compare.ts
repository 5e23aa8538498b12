/**
 * The limits of 院校对比 (docs/compare.md). Apart from the texts, so the
 * basket that every page holds does not bring the comparison page's texts.
 */

/** At most this many schools side by side: a phone shows two columns, a desktop four. */
export const COMPARE_MAX = 4
/** Fewer than this and there is nothing to compare. */
export const COMPARE_MIN = 2
/** How many of a school's majors the comparison names. */
export const COMPARE_MAJOR_SAMPLE = 6
