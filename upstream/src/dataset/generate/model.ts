/**
 * The dataset's fixed frame. Bump GENERATOR_VERSION whenever a change to the
 * generators changes any generated row: data directories seeded by another
 * version are regenerated on their next start.
 */
export const GENERATOR_VERSION = '3'

/**
 * Years with rank tables, batch lines and admissions in a province with no
 * published tables: the last three admission rounds (the 2026 round ended in
 * the summer). A province with published tables ends at its latest one
 * instead (dataset/seed.ts historyYearsOf).
 */
export const HISTORY_YEARS = [2024, 2025, 2026] as const
/** How many years of history every province gets. */
export const HISTORY_LENGTH = HISTORY_YEARS.length
/** The latest year: queryWc ranks in its tables. */
export const LATEST_YEAR = 2026
/** The coming year: enrolment plans are for it (the 2027 candidates plan now). */
export const PLAN_YEAR = 2027

/** Scores are out of 750 everywhere except 上海 (660). */
export const DEFAULT_FULL_MARK = 750

export type Batch = '本科批' | '专科批'
export const UNDERGRADUATE_BATCH: Batch = '本科批'
export const VOCATIONAL_BATCH: Batch = '专科批'
/** A line that is not a batch: the score special admission types (强基计划...) require. */
export const SPECIAL_TYPE_LINE = '特殊类型招生控制线'
export type LineKind = Batch | typeof SPECIAL_TYPE_LINE
