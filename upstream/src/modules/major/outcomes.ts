import { type MajorOutcomeYear, majorOutcomes } from '../../dataset/generate/major-outcomes.js'
import type { Db } from '../../db/open.js'

export interface MajorOutcomes {
  /** A major's figures, oldest year first; undefined for an unknown id. */
  of(majorId: number): readonly MajorOutcomeYear[] | undefined
  /** Majors by their latest salary, highest first (ties by id), optionally of one level. */
  ranked(level?: '本科' | '专科'): readonly { id: number; latest: MajorOutcomeYear }[]
}

/**
 * Generates every major's salary and employment figures from the database's
 * majors and job links, once, when the module starts (generate/major-outcomes.ts).
 */
export function loadMajorOutcomes(db: Db): MajorOutcomes {
  const rows = db
    .prepare(
      `SELECT m.id, m.level, substr(m.class_code, 1, 2) AS categoryCode, j.salary_min AS min, j.salary_max AS max
       FROM majors m
       LEFT JOIN job_majors jm ON jm.major_id = m.id
       LEFT JOIN jobs j ON j.id = jm.job_id
       ORDER BY m.id, j.id`,
    )
    .all() as { id: number; level: '本科' | '专科'; categoryCode: string; min: number | null; max: number | null }[]

  const inputs = new Map<
    number,
    { level: '本科' | '专科'; categoryCode: string; bands: { min: number; max: number }[] }
  >()
  for (const row of rows) {
    let input = inputs.get(row.id)
    if (!input) {
      input = { level: row.level, categoryCode: row.categoryCode, bands: [] }
      inputs.set(row.id, input)
    }
    if (row.min !== null && row.max !== null) input.bands.push({ min: row.min, max: row.max })
  }

  const figures = new Map<number, readonly MajorOutcomeYear[]>()
  const byLevel = {
    本科: [] as { id: number; latest: MajorOutcomeYear }[],
    专科: [] as { id: number; latest: MajorOutcomeYear }[],
  }
  for (const [id, input] of inputs) {
    const years = majorOutcomes({ id, level: input.level, categoryCode: input.categoryCode, jobBands: input.bands })
    figures.set(id, years)
    const latest = years[years.length - 1]
    if (latest) byLevel[input.level].push({ id, latest })
  }
  const bySalary = (a: { id: number; latest: MajorOutcomeYear }, b: { id: number; latest: MajorOutcomeYear }) =>
    b.latest.salary - a.latest.salary || a.id - b.id
  byLevel.本科.sort(bySalary)
  byLevel.专科.sort(bySalary)
  const all = [...byLevel.本科, ...byLevel.专科].sort(bySalary)

  return {
    of: (majorId) => figures.get(majorId),
    ranked: (level) => (level ? byLevel[level] : all),
  }
}
