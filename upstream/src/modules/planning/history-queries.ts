import type { HistoryAdmission } from '@gaokao/contracts'
import type { Statement } from 'better-sqlite3'
import type { Static } from 'typebox'
import type { Db } from '../../db/open.js'

/** A line as read, its source a URL until the answer turns it into a provenance. */
export type SourcedRow = Omit<Static<typeof HistoryAdmission>, 'source'> & { sourceUrl: string }

type StatementName = 'admissions' | 'plans' | 'majorAdmissions' | 'majorPlans'

export type HistoryQueries = Readonly<Record<StatementName, Statement>>

/** A school's or one of its majors' past lines and plans in a province and track (choice-routes.ts). */
export function historyQueries(db: Db): HistoryQueries {
  const admissions = db.prepare(`SELECT year, batch, group_code AS groupCode, printed_name AS printedName,
      min_score AS minScore, min_rank AS minRank, avg_score AS avgScore, places, source_url AS sourceUrl
    FROM school_admissions WHERE school_id = ? AND province = ? AND track = ?
    ORDER BY year DESC, group_code, printed_name`)
  const plans = db.prepare(`SELECT year, batch, group_code AS groupCode, sum(places) AS places,
      min(tuition) AS tuitionMin, max(tuition) AS tuitionMax,
      group_concat(DISTINCT subject_requirement) AS subjectRequirement, count(*) AS majorCount
    FROM enrolment_plans WHERE school_id = ? AND province = ? AND track = ?
    GROUP BY year, batch, group_code ORDER BY year DESC, group_code`)
  // Per-major lines are generated only: no authority publishes them (docs/real-data.md).
  const majorAdmissions = db.prepare(`SELECT year, batch, group_code AS groupCode, '' AS printedName,
      min_score AS minScore, min_rank AS minRank, avg_score AS avgScore, places, '' AS sourceUrl
    FROM major_admissions WHERE school_id = ? AND province = ? AND track = ? AND major_id = ? ORDER BY year DESC`)
  const majorPlans = db.prepare(`SELECT year, batch, group_code AS groupCode, places, tuition, duration,
      subject_requirement AS subjectRequirement
    FROM enrolment_plans WHERE school_id = ? AND province = ? AND track = ? AND major_id = ? ORDER BY year DESC`)
  return { admissions, plans, majorAdmissions, majorPlans }
}
