import type { Db } from '../../db/open.js'
import type { UserDb } from '../../db/user-db/open-user-db.js'
import { type AssessmentData, loadAssessments } from '../evaluation/assessments.js'
import { FitResolver } from '../evaluation/fit.js'
import { loadMajorAppeal, type MajorAppeal } from './major-appeal.js'
import type { MajorFacts } from './planning-data.js'

/**
 * What one-click filling knows beyond the preferences (docs/ai-fill.md): the
 * majors' standing, computed once, and the majors the student's latest
 * assessment report points to (by name, so a name that is both a 本科 and a
 * 专科 major counts at either level). The report is the student's (user
 * store); the assessments and majors are reference data (SQLite).
 */
export function fillContextOf(
  db: Db,
  userDb: UserDb,
  majors: ReadonlyMap<number, MajorFacts>,
): (userId: number) => Promise<FillContext> {
  let appeal: MajorAppeal | undefined
  let assessments: Map<number, AssessmentData> | undefined
  let fit: FitResolver | undefined
  const latest = (userId: number) =>
    userDb
      .selectFrom('evaluation_reports')
      .select(['assessment_id as assessmentId', 'code'])
      .where('user_id', '=', userId)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  const idsByName = new Map<string, number[]>()
  for (const m of majors.values()) idsByName.set(m.name, [...(idsByName.get(m.name) ?? []), m.id])

  return async (userId) => {
    const report = await latest(userId)
    appeal ??= loadMajorAppeal(db)
    if (!report) return { appeal }
    assessments ??= loadAssessments(db)
    fit ??= new FitResolver(db)
    const assessment = assessments.get(report.assessmentId)
    if (!assessment) return { appeal }
    const names = fit.resolve(assessment, report.code).majors.map((m) => m.name)
    return { appeal, fitting: new Set(names.flatMap((name) => idsByName.get(name) ?? [])) }
  }
}

/** What filling knows of majors and of the student beyond the preferences. */
export interface FillContext {
  /** Majors' standing (major-appeal.ts); without it no major is weighed or left out. */
  readonly appeal?: MajorAppeal
  /** Majors the student's latest assessment report points to. */
  readonly fitting?: ReadonlySet<number>
}
